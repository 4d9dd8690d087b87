# Runs the stock tolua++ generator for compat.pkg (cmake -P script, called from CMakeLists.txt).
#   cmake -DTOLUA=<tolua++5.1> -DPKG=<compat.pkg> -DOUT=<compat_bind.cpp> -P compat_generate.cmake
# tolua++5.1 exits 0 even when the package does not parse; this wrapper turns a missing output
# or a reported error into a build failure instead of compiling a stale file.
file(REMOVE ${OUT} ${OUT}.tmp)
execute_process(
  COMMAND ${TOLUA} -n compat -o ${OUT}.tmp ${PKG}
  RESULT_VARIABLE result
  OUTPUT_VARIABLE out
  ERROR_VARIABLE err)
if(out)
  message(STATUS "${out}")
endif()
if(err)
  string(STRIP "${err}" err_stripped)
  message(STATUS "tolua++: ${err_stripped}")
endif()
if(NOT result EQUAL 0 OR NOT EXISTS ${OUT}.tmp OR "${out}${err}" MATCHES "tolua internal error|tolua error|curr code for error")
  file(REMOVE ${OUT}.tmp)
  message(FATAL_ERROR "tolua++ failed to generate ${OUT} from ${PKG} (exit status ${result})")
endif()
file(RENAME ${OUT}.tmp ${OUT})
