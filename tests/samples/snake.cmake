# tests/samples/snake.cmake -- samples/snake, played headless by the kite player.
#
# sample.snake.demo   the demo AI plays 3000 fixed 1/60 s frames from a fixed seed: apples and a
#                     star eaten, lives lost, a game over and a restart. The run must exit 0, print
#                     the expected FINAL tally (the same on both backends: the game has its own
#                     random numbers), start every game and end the run with the same live Refs and
#                     Lua handlers, and draw frame SNAKE_SHOT like snake/expected.png. Games start 31
#                     frames after the key or the game over that asked for them: the fade (0.5 s) and
#                     the hand-over.
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
set(SNAKE_SHOT 1482)  # late in the first game: two lives gone, an apple just eaten, "+10" popping
set(SNAKE_FINAL "SCORE 50 LIVES 1 RESTARTS 1")
set(SNAKE_INPUT_FINAL "SCORE 0 LIVES 3 RESTARTS 0")

set(SNAKE_RUN --headless --fixed-dt 0.016666666666666666 --seed ${SNAKE_SEED} --timeout 200 --fail-on-error)

sample_test(snake NAME demo
  ARGS ${SNAKE_RUN} --frames 3100 --screenshot ${SNAKE_OUT}/demo.png@${SNAKE_SHOT}
       ${SNAKE_GAME} -- demo seed=${SNAKE_SEED} quit=${SNAKE_QUIT}
  FINAL "${SNAKE_FINAL}" MIN_GAMES 2
  LINES "EAT star FRAME 1286" "LIFE LOST LIVES 0 SCORE 140 FRAME 1627" "GAME OVER 1 SCORE 140 FRAME 1675"
        "CENSUS GAME 2 REFS"
  SCREENSHOT ${SNAKE_OUT}/demo.png EXPECTED ${SNAKE_TESTS}/expected.png)

sample_test(snake NAME input
  ARGS ${SNAKE_RUN} --frames 780 --replay ${SNAKE_TESTS}/input.txt ${SNAKE_GAME} -- play seed=${SNAKE_SEED} quit=760
  FINAL "${SNAKE_INPUT_FINAL}" MIN_GAMES 2 LINES "LIFE LOST LIVES 2 SCORE 0 FRAME 445")

sample_test(snake NAME headless
  ARGS ${SNAKE_RUN} --frames 1900 ${SNAKE_GAME}
  FINAL "SCORE 0 LIVES 3 RESTARTS 1" MIN_GAMES 2)

# Esc on the title ends the run at once (exit status 0, long before the frame limit).
sample_test(snake NAME quit NO_FINAL
  ARGS ${SNAKE_RUN} --frames 600 --replay ${CMAKE_CURRENT_SOURCE_DIR}/common/quit_on_title.txt ${SNAKE_GAME} -- play quit=5000
  LINES "^BEST LOADED 0\nQUIT FRAME 29\n")

# The sounds: with `nomusic` only the effects are recorded (--audio-out), so the title is silent
# and the first apple eaten is heard from its frame.
sample_audio_test(snake NAME sound
  ARGS ${SNAKE_RUN} --frames 360 ${SNAKE_GAME} -- demo seed=${SNAKE_SEED} nomusic
  EVENT "EAT apple FRAME ([0-9]+)" LOUD 0-10 SILENT 1-60)

# A person's best is kept between runs (cc.UserDefault, UserDefault.xml in the save folder) and the
# demo's never is: a person scores 10, then in the same save folder the demo scores more, then a
# third run still loads 10.
sample_best_test(snake IDENTITY kite-snake BEST 10
  PLAY ${SNAKE_RUN} --frames 320 --replay ${SNAKE_TESTS}/apple.txt ${SNAKE_GAME} -- play seed=${SNAKE_SEED} quit=300
  DEMO ${SNAKE_RUN} --frames 1000 ${SNAKE_GAME} -- demo seed=${SNAKE_SEED} quit=980
  LOOK ${SNAKE_RUN} --frames 120 ${SNAKE_GAME} -- play quit=100)

sample_check_test(snake ${SNAKE_GAME})
