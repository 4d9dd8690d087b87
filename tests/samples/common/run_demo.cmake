# Runs a sample game headless once and checks what it printed and drew (sample_test in
# CMakeLists.txt, for every game).
#   -DKITE=<player> -DARGS=a@@b@@c        the player and its arguments (@@ separates them)
#   -DEXPECT_FINAL="SCORE n LIVES n RESTARTS n"   what the FINAL line must start with
#   -DNO_FINAL=1                          the run ends before any FINAL line (no tally expected)
#   -DMIN_GAMES=n                         at least this many game starts (CENSUS GAME lines)
#   -DEXPECT_LINES=re1@@re2               further regular expressions stdout must match
#   -DIMAGEDIFF=<kite_imagediff> -DACTUAL=<png> -DEXPECTED=<png> [-DTOLERANCE=n] [-DMAX_DIFFERING=n]
#   -DDATA_HOME=<dir>                     the run's own XDG_DATA_HOME, emptied first (fresh_data_home.cmake)
# The census check: every "CENSUS GAME k REFS r HANDLERS h" line and the FINAL line's REFS and
# HANDLERS must be equal: each game starts from the same live Refs and Lua handlers, and the run
# ends where it started, so restarts leak nothing.
cmake_minimum_required(VERSION 3.20)
include(${CMAKE_CURRENT_LIST_DIR}/fresh_data_home.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/run_kite.cmake)

string(REPLACE "@@" ";" ARGS "${ARGS}")
if(DEFINED EXPECT_LINES)
  string(REPLACE "@@" ";" EXPECT_LINES "${EXPECT_LINES}")
endif()
if(DEFINED ACTUAL)
  file(REMOVE "${ACTUAL}")
endif()

run_kite(${ARGS})
set(out "${kite_out}")
set(report "${kite_report}")
set(failures "")
if(kite_problem)
  string(APPEND failures "${kite_problem}\n")
endif()

string(REGEX MATCHALL "CENSUS GAME [0-9]+ REFS [0-9]+ HANDLERS [0-9]+" starts "${out}")
list(LENGTH starts games)
if(DEFINED MIN_GAMES AND games LESS MIN_GAMES)
  string(APPEND failures "${games} game starts, expected at least ${MIN_GAMES} (no restart happened?)\n")
endif()
set(baseline "")
foreach(line IN LISTS starts)
  string(REGEX REPLACE "CENSUS GAME [0-9]+ " "" counts "${line}")
  if(baseline STREQUAL "")
    set(baseline "${counts}")
  elseif(NOT counts STREQUAL baseline)
    string(APPEND failures "census changed across restarts: '${line}', the first game had '${baseline}'\n")
  endif()
endforeach()

if("${out}" MATCHES "FINAL (SCORE [0-9]+ LIVES [0-9]+ RESTARTS [0-9]+) (REFS [0-9]+ HANDLERS [0-9]+)")
  set(tally "${CMAKE_MATCH_1}")
  set(census "${CMAKE_MATCH_2}")
  if(DEFINED EXPECT_FINAL AND NOT tally STREQUAL EXPECT_FINAL)
    string(APPEND failures "FINAL ${tally}, expected FINAL ${EXPECT_FINAL}\n")
  endif()
  if(NOT baseline STREQUAL "" AND NOT census STREQUAL baseline)
    string(APPEND failures "the run ended with ${census}, it started with ${baseline}: something leaked\n")
  endif()
elseif(NOT NO_FINAL)
  string(APPEND failures "no FINAL line on stdout\n")
endif()

foreach(re IN LISTS EXPECT_LINES)
  if(NOT "${out}" MATCHES "${re}")
    string(APPEND failures "stdout does not match: ${re}\n")
  endif()
endforeach()

if(DEFINED EXPECTED)
  include(${CMAKE_CURRENT_LIST_DIR}/../../support/CompareImage.cmake)
  set(REFERENCE "${EXPECTED}")
  kite_compare_image()
endif()

if(failures)
  message(FATAL_ERROR "${failures}\n${report}")
endif()
message(STATUS "${report}")
