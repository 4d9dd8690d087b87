# tests/samples/breakout.cmake -- samples/breakout, played headless by the kite player.
#
# sample.breakout.demo   the demo pilot plays a few thousand fixed 1/60 s frames from a fixed seed:
#                        scoring, lives lost, a game over and a restart. The run must exit 0, print
#                        the expected FINAL tally (the same on both backends: the game has its own
#                        random numbers), start every game and end the run with the same live Refs
#                        and Lua handlers, and draw frame BREAKOUT_SHOT like breakout/expected.png.
#                        Every scene change is a 0.5 s fade: a game begins 31 frames after the
#                        key, click or game over that asked for it, and the title as late.
# sample.breakout.input  a person's input replayed (keyboard, mouse, pause, back to the title).
# sample.breakout.menus  every menu item clicked (title PLAY/DEMO/QUIT, game over PLAY AGAIN/TITLE).
# sample.breakout.quit   Esc on the title ends the run.
# sample.breakout.check  every .lua of the game compiles.
#
# Refresh the expected image with KITE_UPDATE_EXPECTED=1 ctest -R sample.breakout.demo (and look
# at it); samples/breakout/screenshot.png is the same frame.
set(BREAKOUT_GAME ${PROJECT_SOURCE_DIR}/samples/breakout)
set(BREAKOUT_TESTS ${CMAKE_CURRENT_SOURCE_DIR}/breakout)
set(BREAKOUT_OUT ${CMAKE_CURRENT_BINARY_DIR}/breakout)
file(MAKE_DIRECTORY ${BREAKOUT_OUT})

set(BREAKOUT_SEED 7)
set(BREAKOUT_QUIT 3000)  # the game tallies at this frame and ends the run on the next one
set(BREAKOUT_SHOT 2179)  # late in the first game: two lives gone, a brick bursting, the score popping
set(BREAKOUT_FINAL "SCORE 150 LIVES 3 RESTARTS 1")
set(BREAKOUT_INPUT_FINAL "SCORE 0 LIVES 3 RESTARTS 0")

set(BREAKOUT_RUN --headless --fixed-dt 0.016666666666666666 --seed ${BREAKOUT_SEED} --timeout 200 --fail-on-error)

sample_test(breakout NAME demo
  ARGS ${BREAKOUT_RUN} --frames 3100 --screenshot ${BREAKOUT_OUT}/demo.png@${BREAKOUT_SHOT}
       ${BREAKOUT_GAME} -- demo seed=${BREAKOUT_SEED} quit=${BREAKOUT_QUIT}
  FINAL "${BREAKOUT_FINAL}" MIN_GAMES 2
  LINES "GAME OVER 1 SCORE 800 LEVEL 1 FRAME 2301" "CENSUS GAME 2 REFS"
  SCREENSHOT ${BREAKOUT_OUT}/demo.png EXPECTED ${BREAKOUT_TESTS}/expected.png)

sample_test(breakout NAME input
  ARGS ${BREAKOUT_RUN} --frames 990 --replay ${BREAKOUT_TESTS}/input.txt
       ${BREAKOUT_GAME} -- play seed=${BREAKOUT_SEED} quit=913
  FINAL "${BREAKOUT_INPUT_FINAL}" MIN_GAMES 2 LINES "LEFT GAME 1 SCORE 10 LIVES 2 FRAME 730")

sample_test(breakout NAME menus NO_FINAL
  ARGS ${BREAKOUT_RUN} --frames 1700 --replay ${BREAKOUT_TESTS}/menus.txt
       ${BREAKOUT_GAME} -- play seed=${BREAKOUT_SEED} lives=1 census
  MIN_GAMES 4
  LINES "LEFT GAME 1 SCORE 30 LIVES 1 FRAME 330" "GAME OVER 2 SCORE 10 LEVEL 1 FRAME 692"
        "LEFT GAME 2 SCORE 10 LIVES 0 FRAME 793" "GAME OVER 3 SCORE 20 LEVEL 1 FRAME 1229"
        "LEFT GAME 4 SCORE 0 LIVES 1 FRAME 1485" "QUIT FRAME 1577")

sample_test(breakout NAME quit NO_FINAL
  ARGS ${BREAKOUT_RUN} --frames 600 --replay ${CMAKE_CURRENT_SOURCE_DIR}/common/quit_on_title.txt ${BREAKOUT_GAME} -- play census
  LINES "QUIT FRAME 29")

# Left alone on the title for 12 seconds (720 frames), the game starts the demo (attract mode).
# (A kite_checked_test, so its save folder is made fresh here: the one file a game can write there.)
set(BREAKOUT_ATTRACT_DATA ${BREAKOUT_OUT}/attract_not_yet.data)
kite_checked_test(NAME sample.breakout.attract_not_yet
  COMMAND $<TARGET_FILE:kite> ${BREAKOUT_RUN} --frames 700 ${BREAKOUT_GAME} -- play census
  STDOUT "breakout: 3 levels, seed 1\nBEST LOADED 0\n" NO_STDOUT "CENSUS GAME"
  CLEAN ${BREAKOUT_ATTRACT_DATA}/kite/kite-breakout/UserDefault.xml)
set_tests_properties(sample.breakout.attract_not_yet PROPERTIES
  ENVIRONMENT "${KITE_TEST_ENV};XDG_DATA_HOME=${BREAKOUT_ATTRACT_DATA}" LABELS samples)
sample_test(breakout NAME attract NO_FINAL ARGS ${BREAKOUT_RUN} --frames 780 ${BREAKOUT_GAME} -- play census
  LINES "CENSUS GAME 1 REFS")

# No game arguments: --headless alone makes the demo play (kite.headless).
sample_test(breakout NAME headless NO_FINAL ARGS --headless --frames 200 --timeout 100 --fail-on-error ${BREAKOUT_GAME}
  LINES "breakout: 3 levels, seed 1, demo" "CENSUS GAME 1 REFS")

# The sounds: with `nomusic` only the effects are recorded (--audio-out), so the title is silent
# and the game-over jingle is heard from the frame the game says it ended.
sample_audio_test(breakout NAME sound
  ARGS ${BREAKOUT_RUN} --frames 2340 ${BREAKOUT_GAME} -- demo seed=${BREAKOUT_SEED} nomusic
  EVENT "GAME OVER 1 SCORE [0-9]+ LEVEL [0-9]+ FRAME ([0-9]+)" LOUD 0-10 SILENT 1-80)

# A person's best is kept between runs (cc.UserDefault, UserDefault.xml in the save folder) and the
# demo's never is: a person scores 10, then in the same save folder the demo scores more, then a
# third run still loads 10.
sample_best_test(breakout IDENTITY kite-breakout BEST 10
  PLAY ${BREAKOUT_RUN} --frames 990 --replay ${BREAKOUT_TESTS}/input.txt ${BREAKOUT_GAME} -- play seed=${BREAKOUT_SEED} quit=913
  DEMO ${BREAKOUT_RUN} --frames 1000 ${BREAKOUT_GAME} -- demo seed=${BREAKOUT_SEED} quit=980
  LOOK ${BREAKOUT_RUN} --frames 120 ${BREAKOUT_GAME} -- play quit=100)

sample_check_test(breakout ${BREAKOUT_GAME})

