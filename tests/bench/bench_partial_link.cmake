# Links one benchmark implementation with its runtime into a single relocatable object whose only
# strong global symbol is the implementation's entry point (cmake -P script, see CMakeLists.txt).
#   cmake -DLD=<ld> -DNM=<nm> -DOBJCOPY=<objcopy> -DOUT=<impl.o> -DKEEP=<entry symbol>
#         -DINPUTS=<objects and archives, |-separated> -P bench_partial_link.cmake
# Kite's kite_tolua and Debian's libtolua++5.1.a both define the tolua++ C API (tolua_open,
# tolua_pushusertype, ...). `ld -r` resolves each implementation's calls against its own runtime;
# localizing every other strong global then lets both live in one executable, with exactly the
# code an ordinary static link produces (no -fPIC, no PLT, no dlopen). Weak (inline, template)
# symbols stay global so the final link can still merge their COMDAT groups.
file(REMOVE ${OUT} ${OUT}.partial.o ${OUT}.localize)
string(REPLACE "|" ";" INPUTS "${INPUTS}")
execute_process(COMMAND ${LD} -r -o ${OUT}.partial.o ${INPUTS} RESULT_VARIABLE result ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "ld -r failed for ${OUT}: ${err}")
endif()
execute_process(COMMAND ${NM} -g --defined-only ${OUT}.partial.o
                RESULT_VARIABLE result OUTPUT_VARIABLE symbols ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "nm failed for ${OUT}.partial.o: ${err}")
endif()
string(REPLACE "\n" ";" lines "${symbols}")
set(localize "")
set(kept FALSE)
foreach(line IN LISTS lines)
  if(line MATCHES "^[0-9a-fA-F]* ([A-Za-z]) (.+)$")
    set(kind ${CMAKE_MATCH_1})
    set(name ${CMAKE_MATCH_2})
    if(name STREQUAL KEEP)
      set(kept TRUE)
    elseif(kind MATCHES "^[TDBRGSC]$")
      string(APPEND localize "${name}\n")
    endif()
  endif()
endforeach()
if(NOT kept)
  message(FATAL_ERROR "${OUT}: entry point ${KEEP} is not defined by ${INPUTS}")
endif()
file(WRITE ${OUT}.localize "${localize}")
if(localize STREQUAL "")
  set(localize_args "")
else()
  set(localize_args --localize-symbols=${OUT}.localize)
endif()
execute_process(COMMAND ${OBJCOPY} ${localize_args} ${OUT}.partial.o ${OUT}
                RESULT_VARIABLE result ERROR_VARIABLE err)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "objcopy failed for ${OUT}: ${err}")
endif()
file(REMOVE ${OUT}.partial.o)
