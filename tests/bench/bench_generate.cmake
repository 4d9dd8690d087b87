# Runs the stock tolua++ generator for bench.pkg (cmake -P script, called from CMakeLists.txt).
#   cmake -DTOLUA=<tolua++5.1> -DPKG=<bench.pkg> -DNAME=<package> -DOUT=<bench_bind.cpp>
#         [-DOPTIONS=<generator options, |-separated>] -P bench_generate.cmake
# tolua++5.1 exits 0 even when the package does not parse, so a missing output or a reported
# error is turned into a build failure instead of compiling a stale file.
file(REMOVE ${OUT} ${OUT}.tmp)
string(REPLACE "|" ";" OPTIONS "${OPTIONS}")
execute_process(
  COMMAND ${TOLUA} ${OPTIONS} -n ${NAME} -o ${OUT}.tmp ${PKG}
  RESULT_VARIABLE result
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err)
if(NOT result EQUAL 0 OR NOT EXISTS ${OUT}.tmp OR "${out}${err}" MATCHES "tolua internal error|tolua error|curr code for error|not replaced")
  file(REMOVE ${OUT}.tmp)
  message(FATAL_ERROR "tolua++ failed to generate ${OUT} from ${PKG} (exit status ${result}): ${out}${err}")
endif()
file(RENAME ${OUT}.tmp ${OUT})
