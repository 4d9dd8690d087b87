# tests/samples/asteroids.cmake -- samples/asteroids, played headless by the kite player.
#
# sample.asteroids.demo   the demo pilot plays 3000 fixed 1/60 s frames from a fixed seed: rocks split
#                     and shot, a wave cleared, ships lost, a game over and a restart. The run must exit 0, print
#                     the expected FINAL tally (the same on both backends: the game has its own
#                     random numbers), start every game and end the run with the same live Refs and
#                     Lua handlers, and draw frame ASTEROIDS_SHOT like asteroids/expected.png (sprites
#                     from the sheet, the flame and explosion animations). Games start 31 frames after
#                     the key or the game over that asked for them: the fade (0.5 s) and the hand-over.
# sample.asteroids.input  a person's input replayed (`play`: no demo though headless): turning,
#                     thrust, fire, mouse shots, pause, back to the title, again.
# sample.asteroids.pad    a game controller replayed (pad lines): A on the title plays, the stick,
#                     the D-pad, A, B and the right trigger fly and fire, Start pauses, Back goes to the
#                     title, A plays again (cc.EventListenerController).
# sample.asteroids.menus  the title's ccui menu with the mouse: SETTINGS, the VOLUME slider dragged to
#                     25%, the SOUND box unticked, DONE, PLAY; the settings panel against
#                     asteroids/settings.png.
# sample.asteroids.scores  Esc on the demo's game-over panel: the title's ListView of this run's best
#                     scores holds the game's, against asteroids/scores.png.
# sample.asteroids.headless  no game arguments: --headless alone makes the demo play (kite.headless), the
#                     seed comes from --seed (kite.seed) and the run ends with the FINAL line two
#                     frames before --frames (kite.frames).
# sample.asteroids.check  every .lua of the game compiles.
#
# Refresh the expected image with KITE_UPDATE_EXPECTED=1 ctest -R sample.asteroids.demo (and look at
# it); samples/asteroids/screenshot.png is the same frame.
set(ASTEROIDS_GAME ${PROJECT_SOURCE_DIR}/samples/asteroids)
set(ASTEROIDS_TESTS ${CMAKE_CURRENT_SOURCE_DIR}/asteroids)
set(ASTEROIDS_OUT ${CMAKE_CURRENT_BINARY_DIR}/asteroids)
file(MAKE_DIRECTORY ${ASTEROIDS_OUT})

set(ASTEROIDS_SEED 1)
set(ASTEROIDS_QUIT 3000)  # the game tallies at this frame and ends the run on the next one
set(ASTEROIDS_SHOT 1776)  # wave 2 of the first game: thrusting (flame animation), a big rock bursting (boom animation)
set(ASTEROIDS_FINAL "SCORE 1860 LIVES 3 RESTARTS 1")
set(ASTEROIDS_INPUT_FINAL "SCORE 0 LIVES 3 RESTARTS 0")

set(ASTEROIDS_RUN --headless --fixed-dt 0.016666666666666666 --seed ${ASTEROIDS_SEED} --timeout 200 --fail-on-error)

sample_test(asteroids NAME demo
  ARGS ${ASTEROIDS_RUN} --frames 3100 --screenshot ${ASTEROIDS_OUT}/demo.png@${ASTEROIDS_SHOT}
       ${ASTEROIDS_GAME} -- demo seed=${ASTEROIDS_SEED} quit=${ASTEROIDS_QUIT}
  FINAL "${ASTEROIDS_FINAL}" MIN_GAMES 2
  LINES "LIFE LOST LIVES 0 SCORE 4980 FRAME 2104" "GAME OVER 1 SCORE 4980 FRAME 2176"
        "CENSUS GAME 2 REFS"
  SCREENSHOT ${ASTEROIDS_OUT}/demo.png EXPECTED ${ASTEROIDS_TESTS}/expected.png)

sample_test(asteroids NAME input
  ARGS ${ASTEROIDS_RUN} --frames 780 --replay ${ASTEROIDS_TESTS}/input.txt ${ASTEROIDS_GAME} -- play seed=${ASTEROIDS_SEED} quit=760
  FINAL "${ASTEROIDS_INPUT_FINAL}" MIN_GAMES 2 LINES "LIFE LOST LIVES 2 SCORE 110 FRAME 471")

sample_test(asteroids NAME pad
  ARGS ${ASTEROIDS_RUN} --frames 780 --replay ${ASTEROIDS_TESTS}/pad.txt ${ASTEROIDS_GAME} -- play seed=${ASTEROIDS_SEED} quit=760
  FINAL "SCORE 170 LIVES 3 RESTARTS 0" MIN_GAMES 2 LINES "TO TITLE SCORE 260 LIVES 3 FRAME 550")

sample_test(asteroids NAME menus
  ARGS ${ASTEROIDS_RUN} --frames 400 --screenshot ${ASTEROIDS_OUT}/settings.png@50
       --replay ${ASTEROIDS_TESTS}/menus.txt ${ASTEROIDS_GAME} -- play seed=${ASTEROIDS_SEED} quit=380
  FINAL "SCORE 0 LIVES 0 RESTARTS 0" MIN_GAMES 1
  LINES "SETTINGS VOLUME 25 SOUND off\nCENSUS GAME 1" "TO TITLE SCORE 0 LIVES 3 FRAME 299"
  SCREENSHOT ${ASTEROIDS_OUT}/settings.png EXPECTED ${ASTEROIDS_TESTS}/settings.png)

sample_test(asteroids NAME scores
  ARGS ${ASTEROIDS_RUN} --frames 2300 --screenshot ${ASTEROIDS_OUT}/scores.png@2250
       --replay ${ASTEROIDS_TESTS}/scores.txt ${ASTEROIDS_GAME} -- demo seed=${ASTEROIDS_SEED} quit=2280
  FINAL "SCORE 4980 LIVES 0 RESTARTS 0" MIN_GAMES 1 LINES "TO TITLE SCORE 4980 LIVES 0 FRAME 2199"
  SCREENSHOT ${ASTEROIDS_OUT}/scores.png EXPECTED ${ASTEROIDS_TESTS}/scores.png)

sample_test(asteroids NAME headless
  ARGS ${ASTEROIDS_RUN} --frames 2400 ${ASTEROIDS_GAME}
  FINAL "SCORE 70 LIVES 3 RESTARTS 1" MIN_GAMES 2)

# Esc on the title ends the run at once (exit status 0, long before the frame limit).
sample_test(asteroids NAME quit NO_FINAL
  ARGS ${ASTEROIDS_RUN} --frames 600 --replay ${CMAKE_CURRENT_SOURCE_DIR}/common/quit_on_title.txt ${ASTEROIDS_GAME} -- play quit=5000
  LINES "^BEST LOADED 0\nQUIT FRAME 29\n")

# The sounds: with `nomusic` only the effects are recorded (--audio-out), so the title is silent,
# and the game-over tune is heard from the frame the game ends: the only sound then, since the last
# ship's explosion (1 s) ended 1.2 s before.
sample_audio_test(asteroids NAME sound
  ARGS ${ASTEROIDS_RUN} --frames 2200 ${ASTEROIDS_GAME} -- demo seed=${ASTEROIDS_SEED} nomusic
  EVENT "GAME OVER 1 SCORE [0-9]+ FRAME ([0-9]+)" LOUD 0-10 SILENT 1-60)

# A person's best is kept between runs (cc.UserDefault, UserDefault.xml in the save folder) and the
# demo's never is: a person scores 110, then in the same save folder the demo scores more, then a
# third run still loads 110.
sample_best_test(asteroids IDENTITY kite-asteroids BEST 110
  PLAY ${ASTEROIDS_RUN} --frames 780 --replay ${ASTEROIDS_TESTS}/input.txt ${ASTEROIDS_GAME} -- play seed=${ASTEROIDS_SEED} quit=760
  DEMO ${ASTEROIDS_RUN} --frames 620 ${ASTEROIDS_GAME} -- demo seed=${ASTEROIDS_SEED} quit=600
  LOOK ${ASTEROIDS_RUN} --frames 120 ${ASTEROIDS_GAME} -- play quit=100)

sample_check_test(asteroids ${ASTEROIDS_GAME})
