# Runs a sample game headless with --audio-out and checks that an effect is heard where the game
# says its event happened, and that the game is silent where nothing plays (sample_audio_test in
# CMakeLists.txt). The game runs with `nomusic`, so only its effects are in the recording.
#   -DKITE=<player> -DARGS=a@@b@@c     the player and its arguments (@@ separates them)
#   -DWAV=<file>                       the --audio-out file the arguments name
#   -DCHECK=<kite_wavcheck> -DFPS=60   the checker, and the run's frames per second (--fixed-dt)
#   -DEVENT=<regex>                    a stdout line whose first group is the frame of the event
#   -DLOUD=a-b                         the effect must be heard in frames [event + a, event + b)
#   -DSILENT=from-to                   nothing may be heard in frames [from, to)
#   -DDATA_HOME=<dir>                  the run's own XDG_DATA_HOME, emptied first (fresh_data_home.cmake)
cmake_minimum_required(VERSION 3.20)
include(${CMAKE_CURRENT_LIST_DIR}/fresh_data_home.cmake)

string(REPLACE "@@" ";" ARGS "${ARGS}")
file(REMOVE "${WAV}")
execute_process(COMMAND ${KITE} ${ARGS} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err
  TIMEOUT 200)
string(REPLACE ";" " " shown "${ARGS}")
set(report "kite ${shown}\n-- exit status: ${status}\n-- stdout:\n${out}\n-- stderr:\n${err}")
if(NOT "${status}" STREQUAL "0")
  message(FATAL_ERROR "exit status ${status}, expected 0\n${report}")
endif()
if(NOT "${out}" MATCHES "${EVENT}")
  message(FATAL_ERROR "no line matching '${EVENT}' on stdout\n${report}")
endif()
set(frame "${CMAKE_MATCH_1}")
string(REPLACE "-" ";" loud "${LOUD}")
list(GET loud 0 from)
list(GET loud 1 to)
# game frames to sample frames (44100 Hz)
math(EXPR from "(${frame} + ${from}) * 44100 / ${FPS}")
math(EXPR to "(${frame} + ${to}) * 44100 / ${FPS}")
string(REPLACE "-" ";" silent "${SILENT}")
list(GET silent 0 quietFrom)
list(GET silent 1 quietTo)
math(EXPR quietFrom "${quietFrom} * 44100 / ${FPS}")
math(EXPR quietTo "${quietTo} * 44100 / ${FPS}")
execute_process(COMMAND ${CHECK} ${WAV} --loud ${from} ${to} --silent ${quietFrom} ${quietTo}
  RESULT_VARIABLE probed OUTPUT_VARIABLE probe ERROR_VARIABLE probeErr)
if(NOT "${probed}" STREQUAL "0")
  message(FATAL_ERROR "the recording is not as expected (event at frame ${frame}):\n${probe}${probeErr}\n${report}")
endif()
message(STATUS "event at frame ${frame}\n${probe}")
