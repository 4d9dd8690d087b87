# Included by the scripts that run a sample game. run_kite(<args...>) runs ${KITE} with the
# arguments (at most 200 s) and sets in the caller's scope: kite_out, kite_err, kite_report (the
# command line, exit status and both outputs, for messages) and kite_problem ("" when the run
# exited 0 and its stderr reports no error, else what went wrong).
function(run_kite)
  execute_process(COMMAND ${KITE} ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err
    TIMEOUT 200)
  string(REPLACE ";" " " shown "${ARGN}")
  set(problem "")
  if(NOT "${status}" STREQUAL "0")
    set(problem "exit status ${status}, expected 0")
  elseif("${err}" MATCHES "engine check failed|stack traceback|runtime error|ERROR: AddressSanitizer")
    set(problem "stderr reports an error")
  endif()
  set(kite_out "${out}" PARENT_SCOPE)
  set(kite_err "${err}" PARENT_SCOPE)
  set(kite_problem "${problem}" PARENT_SCOPE)
  set(kite_report "kite ${shown}\n-- exit status: ${status}\n-- stdout:\n${out}\n-- stderr:\n${err}" PARENT_SCOPE)
endfunction()
