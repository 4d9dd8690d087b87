# The command line: options, exit statuses, error output, --check, bytecode, record/replay, timeouts.
if(KITE_LUA_BACKEND STREQUAL "luajit")
  set(backend "LuaJIT 2")
else()
  set(backend "Lua 5\\.1")
endif()

# -- Information and usage ------------------------------------------------------------------
kite_test(NAME version ARGS --version STDOUT "^kite [0-9]+\\.[0-9]+\\.[0-9]+ \\(${backend}")
kite_test(NAME help ARGS --help STDOUT "^Usage: kite \\[options\\] <game-dir . file.lua>" "--headless" "--frames N"
          "--fixed-dt S" "--seed N" "--screenshot FILE\\[@N\\]" "--size WxH" "--show-fps" "--record FILE"
          "--replay FILE" "--watch" "--check" "--fail-on-error" "--allow-bytecode" "--timeout S" "Exit status")
kite_test(NAME usage_no_game ARGS --headless STATUS 2 STDERR "kite: no game given")
kite_test(NAME usage_unknown_option ARGS --bogus ${GAMES}/frames STATUS 2 STDERR "unknown option '--bogus'")
kite_test(NAME usage_missing_value ARGS ${GAMES}/frames --frames STATUS 2 STDERR "--frames needs a value")
kite_test(NAME usage_bad_number ARGS --frames ten ${GAMES}/frames STATUS 2 STDERR "--frames expects a whole number")
kite_test(NAME usage_bad_size ARGS --size 100 ${GAMES}/frames STATUS 2 STDERR "--size expects WIDTHxHEIGHT")
kite_test(NAME usage_two_games ARGS ${GAMES}/frames ${GAMES}/args STATUS 2 STDERR "arguments for the game go after --")
kite_test(NAME missing_game_folder ARGS --headless ${GAMES}/no_such_game STATUS 2
          STDERR "kite: no such game folder or file: .*no_such_game")
kite_test(NAME folder_without_main ARGS --headless ${GAMES}/check_bad/sub STATUS 2 STDERR "no main.lua in .*sub")
kite_test(NAME main_is_a_folder ARGS --headless ${GAMES}/main_is_dir STATUS 2 STDERR "no main.lua in .*main_is_dir")
kite_test(NAME main_dangling_link ARGS --headless ${GAMES}/main_dangling STATUS 2 STDERR "no main.lua in .*main_dangling")
kite_test(NAME single_file_dangling_link ARGS --headless ${GAMES}/main_dangling/main.lua STATUS 2
          STDERR "no such game folder or file: .*main\\.lua")

# -- Running ----------------------------------------------------------------------------------
kite_test(NAME frames_limit ARGS --headless --frames 7 ${GAMES}/frames STDOUT "frame 7 dt" NO_STDOUT "frame 8")
kite_test(NAME frames_zero ARGS --headless --frames 0 ${GAMES}/frames NO_STDOUT "frame")
kite_test(NAME frames_zero_after_error ARGS --frames 0 ${GAMES}/main_error STATUS 1 STDERR "boom")
kite_test(NAME frames_equals_form ARGS --headless --frames=3 ${GAMES}/frames STDOUT "frame 3" NO_STDOUT "frame 4")
kite_test(NAME fixed_dt_default_headless ARGS --headless --frames 2 ${GAMES}/frames STDOUT "frame 2 dt 0\\.01666[67]")
kite_test(NAME fixed_dt ARGS --headless --frames 2 --fixed-dt 0.05 ${GAMES}/frames STDOUT "frame 2 dt 0\\.050000")
kite_test(NAME seed ARGS --headless --seed 42 ${GAMES}/seed -- 42 STDOUT "^seeded")
kite_test(NAME run_info ARGS --headless --frames 3 --seed 5 ${GAMES}/runinfo STDOUT "headless=true frames=3 seed=5")
kite_test(NAME game_args ARGS --headless ${GAMES}/args -- one two STDOUT "arg.0.=main\\.lua n=2 1=one 2=two")
kite_test(NAME single_file ARGS --headless ${GAMES}/script/hello.lua STDOUT "hello from hello\\.lua")
kite_test(NAME ends_itself ARGS --headless ${GAMES}/ends_itself STDOUT "frame 5" NO_STDOUT "frame 6")
kite_test(NAME size ARGS --headless --frames 1 --size 320x200 --screenshot ${OUT}/size.png ${GAMES}/size
          STDOUT "size 320x200" SCREENSHOT ${OUT}/size.png EXPECTED ${EXPECTED_DIR}/size.png)
kite_test(NAME screenshot_at_frame_2 ARGS --headless --frames 5 --size 32x32 --screenshot ${OUT}/colors2.png@2
          ${GAMES}/colors STDERR "screenshot of frame 2 saved to"
          SCREENSHOT ${OUT}/colors2.png EXPECTED ${EXPECTED_DIR}/colors_red.png)
kite_test(NAME screenshot_at_frame_4 ARGS --headless --frames 5 --size 32x32 --screenshot ${OUT}/colors4.png@4
          ${GAMES}/colors SCREENSHOT ${OUT}/colors4.png EXPECTED ${EXPECTED_DIR}/colors_blue.png)
kite_test(NAME screenshot_after_the_run ARGS --headless --frames 3 --screenshot ${OUT}/never.png@10 ${GAMES}/colors
          STDERR "the run ended at frame 3, before screenshot frame 10")
kite_test(NAME show_fps ARGS --headless --frames 40 --size 160x120 --show-fps --screenshot ${OUT}/show_fps.png
          ${RENDER}/sprite STDERR "census at exit: 0 live Refs" "live Lua handlers at exit: 0"
          SCREENSHOT ${OUT}/show_fps.png EXPECTED ${EXPECTED_DIR}/show_fps.png MAX_DIFFERING 80)
kite_test(NAME census ARGS --headless --frames 3 --census ${GAMES}/callback_error -- update
          STDERR "census at exit: 0 live Refs")

# -- Lua errors ---------------------------------------------------------------------------------
kite_test(NAME main_error ARGS --headless ${GAMES}/main_error STATUS 1
          STDERR "^main\\.lua:3: boom\nstack traceback:\n" "main\\.lua:5: in main chunk" NO_STDERR "${GAMES}")
kite_test(NAME syntax_error ARGS --headless ${GAMES}/syntax_error STATUS 1 STDERR "^main\\.lua:2: unexpected symbol near '='")
kite_test(NAME require_error ARGS --headless ${GAMES}/require_error STATUS 1
          STDERR "^lib/broken\\.lua:2: broken module" "main\\.lua:2: in main chunk" NO_STDERR "${GAMES}")
kite_test(NAME binary_main ARGS --headless ${GAMES}/binary_main STATUS 1 STDERR "^main\\.lua:[0-9]+: ")
foreach(kind update timer event action node touch)
  set(input "")
  if(kind STREQUAL "event")
    set(input --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/one_key.txt)
  elseif(kind STREQUAL "touch")
    set(input --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/one_click.txt)
  endif()
  kite_test(NAME callback_error_${kind} ARGS --headless --frames 10 ${input} ${GAMES}/callback_error -- ${kind}
            STDOUT "frame 10" STDERR "^main\\.lua:[0-9]+: [a-z ]+ failed" "stack traceback:" "in function <main\\.lua:[0-9]+>")
  kite_test(NAME fail_on_error_${kind} ARGS --headless --frames 10 --fail-on-error ${input} ${GAMES}/callback_error -- ${kind}
            STATUS 1 STDERR "failed" NO_STDOUT "frame 5")
endforeach()
# Errors that are hard to report: each is reported, and the frames go on. An error inside the error
# handler: Lua 5.1 reports that error, LuaJIT "error in error handling".
kite_test(NAME callback_error_recursion ARGS --headless --frames 10 ${GAMES}/callback_error -- recursion
          STDOUT "frame 10" STDERR "^main\\.lua:[0-9]+: stack overflow" "stack traceback:")
kite_test(NAME callback_error_tostring ARGS --headless --frames 10 ${GAMES}/callback_error -- tostring
          STDOUT "frame 10" STDERR "^\\(error object is a table value\\)" "stack traceback:")
kite_test(NAME callback_error_in_error_handler ARGS --headless --frames 10 ${GAMES}/callback_error -- handler
          STDOUT "frame 10" STDERR "^(main\\.lua:[0-9]+: tostring failed|error in error handling)")
# Engine refusals of a script's call name the script's line and method, and the frames go on.
kite_test(NAME engine_check ARGS --headless --frames 5 ${GAMES}/engine_check STDOUT "frame 5"
          STDERR "^main\\.lua:8: engine check failed in 'addChild': Node::addChild: child already added"
          "\tmain\\.lua:8: in function 'addAgain'\n\tmain\\.lua:10: in main chunk"
          "\nmain\\.lua:19: engine check failed in 'runAction': ActionManager::addAction: the action is already running"
          NO_STDERR "at engine/")
kite_test(NAME engine_check_fail_on_error ARGS --headless --frames 5 --fail-on-error ${GAMES}/engine_check
          STATUS 1 STDERR "engine check failed in 'addChild'")
kite_test(NAME resources_missing ARGS --headless --frames 2 --size 160x120 ${GAMES}/resources
          STDOUT "missing image gives nil" "broken image gives nil" "survived"
          STDERR "cannot load image 'missing\\.png': no such file" "cannot load image '\\.\\./\\.\\./assets/broken\\.png'"
          "font 'fonts/none\\.ttf' not found")

# -- --timeout --------------------------------------------------------------------------------
kite_test(NAME timeout_in_main ARGS --headless --timeout 1 ${GAMES}/timeout STATUS 1 STDERR "timeout")
kite_test(NAME timeout_in_update ARGS --headless --timeout 1 ${GAMES}/timeout_update STATUS 1 STDERR "timeout"
          STDOUT "frame 2")
kite_test(NAME timeout_not_reached ARGS --headless --timeout 30 --frames 5 ${GAMES}/frames STDOUT "frame 5")

# -- --check --------------------------------------------------------------------------------------
kite_test(NAME check_errors ARGS --check ${GAMES}/check_bad STATUS 1
          STDERR "bad\\.lua:4: '}' expected \\(to close '{' at line 2\\) near 'b'" "sub/worse\\.lua:1: "
          STDOUT "4 files, 2 with errors" NO_STDERR "${GAMES}")
kite_test(NAME check_clean ARGS --check ${RENDER}/sprite STDOUT "1 file, 0 with errors")
kite_test(NAME check_single_file ARGS --check ${GAMES}/check_bad/bad.lua STATUS 1 STDOUT "1 file, 1 with errors")

# -- Bytecode -------------------------------------------------------------------------------------
kite_test(NAME bytecode_make ARGS --headless ${GAMES}/make_bytecode -- ${OUT}/bytecode STDOUT "wrote" SETUP bytecode)
file(MAKE_DIRECTORY ${OUT}/bytecode)
kite_test(NAME bytecode_refused ARGS --headless ${OUT}/bytecode STATUS 1 REQUIRES bytecode
          STDERR "main\\.lua: precompiled Lua bytecode refused .*--allow-bytecode" NO_STDOUT "bytecode ran")
kite_test(NAME bytecode_allowed ARGS --headless --allow-bytecode ${OUT}/bytecode REQUIRES bytecode STDOUT "bytecode ran")
kite_test(NAME bytecode_check ARGS --check ${OUT}/bytecode STATUS 1 REQUIRES bytecode STDERR "bytecode refused")

# -- --record / --replay ------------------------------------------------------------------------
# The input written by hand is replayed and recorded; replaying the recording must give the same
# pictures, and both must match the expected image.
kite_test(NAME replay_hand_written ARGS --headless --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/moves.txt
          --record ${OUT}/moves_recorded.txt --screenshot ${OUT}/replay_first.png ${GAMES}/input
          STDOUT "key 28" "touch 30 30" "key 59" "touch 140 100" STDERR "input of 80 frames recorded"
          SCREENSHOT ${OUT}/replay_first.png EXPECTED ${EXPECTED_DIR}/replay.png SETUP recorded)
kite_test(NAME replay_recorded ARGS --headless --replay ${OUT}/moves_recorded.txt --screenshot ${OUT}/replay_second.png
          ${GAMES}/input STDOUT "touch 140 100" REQUIRES recorded
          SCREENSHOT ${OUT}/replay_second.png SAME_AS ${OUT}/replay_first.png)
kite_test(NAME replay_bad_file ARGS --headless --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/bad.txt ${GAMES}/input
          STATUS 2 STDERR "bad\\.txt:3: unknown event 'key-down NOT_A_KEY'")
kite_test(NAME replay_missing_file ARGS --headless --replay ${OUT}/none.txt ${GAMES}/input STATUS 2
          STDERR "cannot read the replay file")

# The error screen's keys (R restarts, Esc quits with 1), replayed headless: --watch keeps a
# failed start on the error screen instead of exiting.
kite_test(NAME error_screen_keys ARGS --headless --watch --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/error_keys.txt
          ${GAMES}/main_error STATUS 1 STDERR "main\\.lua:3: boom(.|\n)*restarting the game \\(R\\)(.|\n)*main\\.lua:3: boom")

# A quit request (closing the window; SIGTERM gives SDL the same event) ends the run cleanly.
add_test(NAME player.quit_event COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/quit_test.sh $<TARGET_FILE:kite>
         ${GAMES}/frames ${OUT}/quit)
add_test(NAME player.quit_event_headless COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/quit_test.sh $<TARGET_FILE:kite>
         ${GAMES}/frames ${OUT}/quit_headless --headless)
set_tests_properties(player.quit_event player.quit_event_headless PROPERTIES ENVIRONMENT "${KITE_TEST_ENV}" TIMEOUT 60)

# -- --watch --------------------------------------------------------------------------------------
add_test(NAME player.watch_restarts COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/watch_test.sh $<TARGET_FILE:kite> ${OUT}/watch)
set_tests_properties(player.watch_restarts PROPERTIES ENVIRONMENT "${KITE_TEST_ENV}" TIMEOUT 60)

# -- scripts/play ---------------------------------------------------------------------------------
# On this build (KITE_PLAY_BUILD), without a display: headless, with a screenshot whose path it prints.
add_test(NAME player.scripts_play_headless
         COMMAND ${PROJECT_SOURCE_DIR}/scripts/play ${RENDER}/sprite --frames 5 --size 160x120)
set_tests_properties(player.scripts_play_headless PROPERTIES
  ENVIRONMENT "${KITE_TEST_ENV};KITE_PLAY_BUILD=${CMAKE_BINARY_DIR};DISPLAY=;WAYLAND_DISPLAY="
  PASS_REGULAR_EXPRESSION "scripts/play: screenshot: .*/screenshots/sprite\\.png" TIMEOUT 300
  RESOURCE_LOCK play_build)
