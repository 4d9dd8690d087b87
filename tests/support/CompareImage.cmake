# Included by the scripts that check a run's picture (RunChecked.cmake, tests/samples/run_demo.cmake):
# compares ACTUAL with REFERENCE through kite_imagediff and appends to `report` and `failures`.
#   IMAGEDIFF, ACTUAL, REFERENCE; TOLERANCE (default 8), MAX_DIFFERING (0), MAX_BLOCK_DELTA (255)
macro(kite_compare_image)
  foreach(setting "TOLERANCE 8" "MAX_DIFFERING 0" "MAX_BLOCK_DELTA 255")
    string(REPLACE " " ";" setting "${setting}")
    list(GET setting 0 name)
    list(GET setting 1 default)
    if(NOT DEFINED ${name})
      set(${name} ${default})
    endif()
  endforeach()
  execute_process(COMMAND ${IMAGEDIFF} ${ACTUAL} ${REFERENCE} --tolerance ${TOLERANCE}
                          --max-differing ${MAX_DIFFERING} --max-block-delta ${MAX_BLOCK_DELTA}
    RESULT_VARIABLE diffStatus OUTPUT_VARIABLE diffOut ERROR_VARIABLE diffErr)
  string(APPEND report "\n-- image comparison:\n${diffOut}${diffErr}")
  if(NOT diffStatus EQUAL 0)
    string(APPEND failures "the screenshot does not match ${REFERENCE}\n")
  endif()
endmacro()
