# tests/samples/snake.cmake -- samples/snake, played headless by the kite player.
#
# sample.snake.demo   the demo AI plays 3000 fixed 1/60 s frames from a fixed seed: apples and a
#                     star eaten, lives lost, a game over and a restart. The run must exit 0, print
#                     the expected FINAL tally (the same on both backends: the game has its own
#                     random numbers), start every game and end the run with the same live Refs and
#                     Lua handlers, and draw frame SNAKE_SHOT like snake/expected.png.
# sample.snake.input  a person's input replayed (`play`: no demo though headless): keys, a swipe,
#                     pause, back to the title, again.
# sample.snake.headless  no game arguments: --headless alone makes the demo play (kite.headless), the
#                     seed comes from --seed (kite.seed) and the run ends with the FINAL line two
#                     frames before --frames (kite.frames).
# sample.snake.check  every .lua of the game compiles.
#
# Refresh the expected image with KITE_UPDATE_EXPECTED=1 ctest -R sample.snake.demo (and look at
# it); samples/snake/screenshot.png is the same frame.
set(SNAKE_GAME ${PROJECT_SOURCE_DIR}/samples/snake)
set(SNAKE_TESTS ${CMAKE_CURRENT_SOURCE_DIR}/snake)
set(SNAKE_OUT ${CMAKE_CURRENT_BINARY_DIR}/snake)
file(MAKE_DIRECTORY ${SNAKE_OUT})

set(SNAKE_SEED 1)
set(SNAKE_QUIT 3000)  # the game tallies at this frame and ends the run on the next one
set(SNAKE_SHOT 1451)  # late in the first game: two lives gone, an apple just eaten, "+10" popping
set(SNAKE_FINAL "SCORE 50 LIVES 1 RESTARTS 1")
set(SNAKE_INPUT_FINAL "SCORE 0 LIVES 3 RESTARTS 0")

# snake_test(NAME <name> ARGS <kite args...> [FINAL "SCORE n LIVES n RESTARTS n"] [MIN_GAMES n]
#            [LINES re...] [SCREENSHOT png EXPECTED png])
function(snake_test)
  cmake_parse_arguments(T "" "NAME;FINAL;MIN_GAMES;SCREENSHOT;EXPECTED" "ARGS;LINES" ${ARGN})
  list(JOIN T_ARGS "@@" args)
  set(defs -DKITE=$<TARGET_FILE:kite> "-DARGS=${args}")
  if(T_FINAL)
    list(APPEND defs "-DEXPECT_FINAL=${T_FINAL}")
  endif()
  if(T_MIN_GAMES)
    list(APPEND defs -DMIN_GAMES=${T_MIN_GAMES})
  endif()
  if(T_LINES)
    list(JOIN T_LINES "@@" lines)
    list(APPEND defs "-DEXPECT_LINES=${lines}")
  endif()
  if(T_SCREENSHOT AND TARGET kite_imagediff)
    # Both backends draw the same pixels (checked); the slack absorbs font rasterizer differences.
    list(APPEND defs -DIMAGEDIFF=$<TARGET_FILE:kite_imagediff> -DACTUAL=${T_SCREENSHOT}
         -DEXPECTED=${T_EXPECTED} -DTOLERANCE=8 -DMAX_DIFFERING=200)
  endif()
  add_test(NAME sample.snake.${T_NAME}
           COMMAND ${CMAKE_COMMAND} ${defs} -P ${CMAKE_CURRENT_SOURCE_DIR}/arcade/run_demo.cmake)
  set_tests_properties(sample.snake.${T_NAME} PROPERTIES ENVIRONMENT "${KITE_TEST_ENV}" TIMEOUT 240
                       LABELS samples)
endfunction()

set(SNAKE_RUN --headless --fixed-dt 0.016666666666666666 --seed ${SNAKE_SEED} --timeout 200 --fail-on-error)

snake_test(NAME demo
  ARGS ${SNAKE_RUN} --frames 3100 --screenshot ${SNAKE_OUT}/demo.png@${SNAKE_SHOT}
       ${SNAKE_GAME} -- demo seed=${SNAKE_SEED} quit=${SNAKE_QUIT}
  FINAL "${SNAKE_FINAL}" MIN_GAMES 2
  LINES "EAT star FRAME 1255" "LIFE LOST LIVES 0 SCORE 140 FRAME 1596" "GAME OVER 1 SCORE 140 FRAME 1644"
        "CENSUS GAME 2 REFS"
  SCREENSHOT ${SNAKE_OUT}/demo.png EXPECTED ${SNAKE_TESTS}/expected.png)

snake_test(NAME input
  ARGS ${SNAKE_RUN} --frames 720 --replay ${SNAKE_TESTS}/input.txt ${SNAKE_GAME} -- play seed=${SNAKE_SEED} quit=700
  FINAL "${SNAKE_INPUT_FINAL}" MIN_GAMES 2 LINES "LIFE LOST LIVES 2 SCORE 0 FRAME 414")

snake_test(NAME headless
  ARGS ${SNAKE_RUN} --frames 1900 ${SNAKE_GAME}
  FINAL "SCORE 0 LIVES 3 RESTARTS 1" MIN_GAMES 2)

# Esc on the title ends the run at once (exit status 0, long before the frame limit).
kite_checked_test(NAME sample.snake.quit
  COMMAND $<TARGET_FILE:kite> ${SNAKE_RUN} --frames 600 --replay ${SNAKE_TESTS}/quit.txt ${SNAKE_GAME} -- play quit=5000
  STDOUT "^QUIT FRAME 29\n")
set_tests_properties(sample.snake.quit PROPERTIES ENVIRONMENT "${KITE_TEST_ENV}" LABELS samples)

kite_checked_test(NAME sample.snake.check COMMAND $<TARGET_FILE:kite> --check ${SNAKE_GAME}
                  STDOUT "kite --check: [1-9][0-9]* files, 0 with errors")
set_tests_properties(sample.snake.check PROPERTIES LABELS samples)
