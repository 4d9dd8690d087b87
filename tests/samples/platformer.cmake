# tests/samples/platformer.cmake -- samples/platformer (Kite Runner, a cocos project: config.json,
# src/main.lua, src/app, res/), played headless by the kite player.
#
# sample.platformer.demo   the demo pilot plays fixed 1/60 s frames from a fixed seed: a slime
#                     missed (a life lost), slimes squashed, the level completed, a new game, and so
#                     on. The run must exit 0, print the expected FINAL tally (the same on both
#                     backends: the pilot has its own random numbers), start every game and end the
#                     run with the same live Refs and Lua handlers, and draw frame PLATFORMER_SHOT
#                     like platformer/expected.png.
# sample.platformer.input  a person's keys and the HUD's touch pads replayed (`play`): Enter plays,
#                     Right and Space run and jump, the right pad runs into a slime, Esc to the title.
# sample.platformer.pad  a game controller replayed: A plays, the D-pad and the stick run, A jumps,
#                     Start pauses and resumes, Back goes to the title, A plays again.
# sample.platformer.menus  the title's ccui buttons with the mouse: PLAY, Esc, DEMO, Esc, QUIT.
# sample.platformer.panel  the demo's LEVEL COMPLETE panel (ccui) against platformer/panel.png, and
#                     its TITLE button clicked.
# sample.platformer.headless  no game arguments: --headless alone makes the demo play.
# sample.platformer.quit  Esc on the title ends the run.
# sample.platformer.sound  the goal's fanfare heard from the frame the level is completed.
# sample.platformer.best  a person's best kept by cc.UserDefault for the next run, the demo's not.
# sample.platformer.check  every .lua of the game compiles.
#
# Refresh the expected images with KITE_UPDATE_EXPECTED=1 ctest -R 'sample.platformer.(demo|panel)'
# (and look at them); samples/platformer/screenshot.png is the demo's frame.
set(PLATFORMER_GAME ${PROJECT_SOURCE_DIR}/samples/platformer)
set(PLATFORMER_TESTS ${CMAKE_CURRENT_SOURCE_DIR}/platformer)
set(PLATFORMER_OUT ${CMAKE_CURRENT_BINARY_DIR}/platformer)
file(MAKE_DIRECTORY ${PLATFORMER_OUT})

set(PLATFORMER_SEED 1)
set(PLATFORMER_QUIT 1900) # the game tallies at this frame and ends the run on the next one
set(PLATFORMER_SHOT 414)  # just after the first slime squashed: the runner bouncing off it, "+50" rising
set(PLATFORMER_FINAL "SCORE 210 LIVES 2 RESTARTS 1")

set(PLATFORMER_RUN --headless --fixed-dt 0.016666666666666666 --seed ${PLATFORMER_SEED} --timeout 200 --fail-on-error)

sample_test(platformer NAME demo
  ARGS ${PLATFORMER_RUN} --frames 2000 --screenshot ${PLATFORMER_OUT}/demo.png@${PLATFORMER_SHOT}
       ${PLATFORMER_GAME} -- demo seed=${PLATFORMER_SEED} quit=${PLATFORMER_QUIT}
  FINAL "${PLATFORMER_FINAL}" MIN_GAMES 2
  LINES "LIFE LOST LIVES 2 SCORE 30 FRAME 198" "STOMP 1 SCORE 80 FRAME 399"
        "LEVEL COMPLETE 1 SCORE 1380 COINS 7 TIME 13.00 FRAME 872" "CENSUS GAME 2 REFS"
        "STOMP 3 SCORE 210 FRAME 1891"
  SCREENSHOT ${PLATFORMER_OUT}/demo.png EXPECTED ${PLATFORMER_TESTS}/expected.png)

sample_test(platformer NAME input
  ARGS ${PLATFORMER_RUN} --frames 420 --replay ${PLATFORMER_TESTS}/input.txt ${PLATFORMER_GAME} -- play quit=400
  FINAL "SCORE 0 LIVES 0 RESTARTS 0" MIN_GAMES 1
  LINES "LIFE LOST LIVES 2 SCORE 30 FRAME 211" "TO TITLE SCORE 30 LIVES 2 FRAME 329")

sample_test(platformer NAME pad
  ARGS ${PLATFORMER_RUN} --frames 520 --replay ${PLATFORMER_TESTS}/pad.txt ${PLATFORMER_GAME} -- play quit=500
  FINAL "SCORE 0 LIVES 3 RESTARTS 0" MIN_GAMES 2
  LINES "LIFE LOST LIVES 2 SCORE 30 FRAME 282" "TO TITLE SCORE 30 LIVES 2 FRAME 299")

sample_test(platformer NAME menus NO_FINAL
  ARGS ${PLATFORMER_RUN} --frames 600 --replay ${PLATFORMER_TESTS}/menus.txt ${PLATFORMER_GAME} -- play quit=580
  MIN_GAMES 2
  LINES "TO TITLE SCORE 0 LIVES 3 FRAME 99\n" "CENSUS GAME 2 REFS" "TO TITLE SCORE 20 LIVES 3 FRAME 259\n"
        "QUIT FRAME 321\n$")

sample_test(platformer NAME panel
  ARGS ${PLATFORMER_RUN} --frames 1000 --screenshot ${PLATFORMER_OUT}/panel.png@914
       --replay ${PLATFORMER_TESTS}/panel.txt ${PLATFORMER_GAME} -- demo seed=${PLATFORMER_SEED} quit=980
  FINAL "SCORE 1380 LIVES 2 RESTARTS 0" MIN_GAMES 1
  LINES "LEVEL COMPLETE 1 SCORE 1380" "TO TITLE SCORE 1380 LIVES 2 FRAME 920"
  SCREENSHOT ${PLATFORMER_OUT}/panel.png EXPECTED ${PLATFORMER_TESTS}/panel.png)

sample_test(platformer NAME headless
  ARGS ${PLATFORMER_RUN} --frames 1200 ${PLATFORMER_GAME}
  FINAL "SCORE 10 LIVES 3 RESTARTS 1" MIN_GAMES 2)

# Esc on the title ends the run at once (exit status 0, long before the frame limit).
sample_test(platformer NAME quit NO_FINAL
  ARGS ${PLATFORMER_RUN} --frames 600 --replay ${CMAKE_CURRENT_SOURCE_DIR}/common/quit_on_title.txt ${PLATFORMER_GAME} -- play quit=5000
  LINES "^BEST LOADED 0\nQUIT FRAME 29\n$")

# The sounds: with `nomusic` only the effects are recorded (--audio-out), so the title is silent,
# and the goal's fanfare is heard from the frame the level is completed.
sample_audio_test(platformer NAME sound
  ARGS ${PLATFORMER_RUN} --frames 900 ${PLATFORMER_GAME} -- demo seed=${PLATFORMER_SEED} nomusic
  EVENT "LEVEL COMPLETE 1 SCORE [0-9]+ COINS [0-9]+ TIME [0-9.]+ FRAME ([0-9]+)" LOUD 0-10 SILENT 1-60)

# A person's best is kept between runs (cc.UserDefault, UserDefault.xml in the save folder, named
# after the game's folder: a cocos project has no conf.lua) and the demo's never is: a person scores
# 30, then in the same save folder the demo scores more, then a third run still loads 30.
sample_best_test(platformer IDENTITY platformer BEST 30
  PLAY ${PLATFORMER_RUN} --frames 420 --replay ${PLATFORMER_TESTS}/input.txt ${PLATFORMER_GAME} -- play quit=400
  DEMO ${PLATFORMER_RUN} --frames 920 ${PLATFORMER_GAME} -- demo seed=${PLATFORMER_SEED} quit=900
  LOOK ${PLATFORMER_RUN} --frames 120 ${PLATFORMER_GAME} -- play quit=100)

sample_check_test(platformer ${PLATFORMER_GAME})
