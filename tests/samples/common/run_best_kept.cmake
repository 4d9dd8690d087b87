# Runs a sample game three times in one save folder and checks that the best score a person made is
# kept between runs with cc.UserDefault, and that the demo never changes it (sample_best_test in
# CMakeLists.txt). Each run must exit 0; each prints "BEST LOADED n" at its start.
#   -DKITE=<player> -DDATA_HOME=<dir>  the player and the runs' XDG_DATA_HOME (emptied first)
#   -DPLAY=a@@b@@c   run 1: a person's input replayed (`play`); loads 0, must score BEST
#   -DDEMO=a@@b@@c   run 2: the demo plays (`demo quit=N`); loads BEST, must score more, saves nothing
#   -DLOOK=a@@b@@c   run 3: a person's run that only starts; loads BEST
#   -DBEST=n         the best score of run 1
#   -DIDENTITY=<id>  the game's save folder name (conf.lua): run 1 must leave UserDefault.xml there
cmake_minimum_required(VERSION 3.20)
include(${CMAKE_CURRENT_LIST_DIR}/fresh_data_home.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/run_kite.cmake)

# run(<label> <args var> <expected best loaded>): runs the player, sets `out` to its stdout.
function(run label argsVar loaded)
  string(REPLACE "@@" ";" args "${${argsVar}}")
  run_kite(${args})
  set(stdout "${kite_out}")
  set(report "${label}: ${kite_report}")
  if(kite_problem)
    message(FATAL_ERROR "${label}: ${kite_problem}\n${report}")
  endif()
  if(NOT "${stdout}" MATCHES "(^|\n)BEST LOADED ([0-9]+)\n")
    message(FATAL_ERROR "${label}: no BEST LOADED line\n${report}")
  endif()
  if(NOT "${CMAKE_MATCH_2}" STREQUAL "${loaded}")
    message(FATAL_ERROR "${label}: BEST LOADED ${CMAKE_MATCH_2}, expected ${loaded}\n${report}")
  endif()
  message(STATUS "${report}")
  set(out "${stdout}" PARENT_SCOPE)
endfunction()

# The highest SCORE on the run's event and FINAL lines.
function(top_score text var)
  string(REGEX MATCHALL "SCORE [0-9]+" scores "${text}")
  set(top 0)
  foreach(one IN LISTS scores)
    string(REPLACE "SCORE " "" n "${one}")
    if(n GREATER top)
      set(top ${n})
    endif()
  endforeach()
  set(${var} ${top} PARENT_SCOPE)
endfunction()

run("run 1 (a person plays)" PLAY 0)
top_score("${out}" scored)
if(NOT scored EQUAL BEST)
  message(FATAL_ERROR "run 1 scored ${scored}, expected ${BEST}")
endif()
set(saved "${DATA_HOME}/kite/${IDENTITY}/UserDefault.xml")
if(NOT EXISTS "${saved}")
  message(FATAL_ERROR "run 1 left no ${saved}")
endif()

run("run 2 (the demo plays)" DEMO ${BEST})
top_score("${out}" scored)
if(NOT scored GREATER BEST)
  message(FATAL_ERROR "run 2: the demo scored ${scored}, not more than ${BEST}: it shows nothing")
endif()

run("run 3 (a person starts)" LOOK ${BEST})
