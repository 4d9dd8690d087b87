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
          "--replay FILE" "--watch" "--check" "--fail-on-error" "--allow-bytecode" "--timeout S" "--fullscreen"
          "--mute" "--audio-out FILE\\.wav"
          "conf\\.lua" "Exit status")
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
kite_test(NAME animation_interval_keeps_the_headless_step ARGS --headless --frames 3 ${GAMES}/animation_interval
          STDOUT "frame 3 dt 0\\.0167")
kite_test(NAME wall_clock ARGS --headless --frames 5 ${GAMES}/wall_clock
          STDOUT "getTime is a number" "it runs on while Lua works" "frames 5, backwards 0")
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
          STATUS 1 STDERR "the run ended at frame 3, before screenshot frame 10")
kite_test(NAME screenshot_jpeg ARGS --headless --frames 5 --size 32x32 --screenshot ${OUT}/colors2.jpg@2 ${GAMES}/colors
          STDERR "screenshot of frame 2 saved to .*colors2\\.jpg"
          SCREENSHOT ${OUT}/colors2.jpg MAGIC ffd8ff EXPECTED ${EXPECTED_DIR}/colors_red.png TOLERANCE 8)
# One rule for the @ suffix, and a name whose format Kite cannot write: usage errors before the run.
foreach(bad "colors.png@abc" "colors.png@0" "colors.gif")
  string(MAKE_C_IDENTIFIER "${bad}" id)
  kite_test(NAME screenshot_refused_${id} ARGS --headless --frames 3 --screenshot ${OUT}/${bad} ${GAMES}/frames
            STATUS 2 STDERR "--screenshot" NO_STDOUT "frame")
endforeach()
# Outputs that cannot be written are usage errors before the game starts.
kite_test(NAME record_unwritable ARGS --headless --frames 3 --record ${OUT}/no_such_folder/rec.txt ${GAMES}/frames
          STATUS 2 STDERR "--record: cannot write .*rec\\.txt: there is no folder" NO_STDOUT "frame")
kite_test(NAME screenshot_unwritable ARGS --headless --frames 3 --screenshot ${OUT}/no_such_folder/s.png ${GAMES}/frames
          STATUS 2 STDERR "--screenshot: cannot write .*s\\.png: there is no folder" NO_STDOUT "frame")
kite_test(NAME audio_out_unwritable ARGS --headless --frames 3 --audio-out ${OUT}/no_such_folder/a.wav ${GAMES}/frames
          STATUS 2 STDERR "--audio-out: cannot write .*a\\.wav: there is no folder" NO_STDOUT "frame")
kite_test(NAME audio_out_not_wav ARGS --headless --frames 3 --audio-out ${OUT}/a.ogg ${GAMES}/frames
          STATUS 2 STDERR "--audio-out: the file name must end in \\.wav" NO_STDOUT "frame")
kite_test(NAME record_into_a_folder ARGS --headless --frames 3 --record ${OUT} ${GAMES}/frames
          STATUS 2 STDERR "--record: cannot write .*: it is a folder")
kite_test(NAME show_fps ARGS --headless --frames 40 --size 160x120 --show-fps --screenshot ${OUT}/show_fps.png
          ${RENDER}/sprite STDERR "census at exit: 0 live Refs" "live Lua handlers at exit: 0"
          SCREENSHOT ${OUT}/show_fps.png EXPECTED ${EXPECTED_DIR}/show_fps.png MAX_DIFFERING 80)
# The player's view is cc.Director:getOpenGLView(); a view the game sets instead is adopted at once
# (headless: the surface's --size is its frame, its name the title); the old one is let go.
kite_test(NAME view_adopted ARGS --headless --frames 3 --size 200x100 ${GAMES}/view_adopt
          STDOUT "player view cc\\.GLViewImpl 'Kite - view_adopt' frame 200x100 ready true"
                 "adopted frame 200x100 design 160x120 ready true title 'Adopted'" "first view ready false"
                 "frame 2: first view gone true, frame 200x100, scale 0\\.833"
          NO_STDERR "error")
kite_test(NAME view_frame_size_headless ARGS --headless --frames 3 --size 200x100 ${GAMES}/view_adopt -- resize
          STDERR "GLView:setFrameSize\\(400, 300\\): a headless run draws into a surface of a fixed size \\(--size\\); the frame stays 200x100"
          STDOUT "frame 2: first view gone true, frame 200x100, scale 0\\.833")
# cc.Director:setDisplayStats shows the same overlay (or hides it, --show-fps or not).
kite_test(NAME display_stats_on ARGS --headless --frames 40 --size 160x120 --screenshot ${OUT}/display_stats_on.png
          ${RENDER}/sprite -- stats-on
          SCREENSHOT ${OUT}/display_stats_on.png EXPECTED ${EXPECTED_DIR}/show_fps.png MAX_DIFFERING 80)
kite_test(NAME display_stats_off ARGS --headless --frames 40 --size 160x120 --show-fps
          --screenshot ${OUT}/display_stats_off.png ${RENDER}/sprite -- stats-off
          SCREENSHOT ${OUT}/display_stats_off.png EXPECTED ${EXPECTED_DIR}/render_sprite.png)
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
# A callback that fails while main.lua runs is a callback error, not a failed start.
kite_test(NAME callback_error_in_main ARGS --headless --frames 3 ${GAMES}/main_callback_error
          STDOUT "main\\.lua went on\nframe 2\nframe 3" STDERR "^main\\.lua:8: cleanup failed\nstack traceback:"
          "main\\.lua:11: in main chunk")
kite_test(NAME fail_on_error_in_main ARGS --headless --frames 3 --fail-on-error ${GAMES}/main_callback_error
          STATUS 1 STDOUT "main\\.lua went on" STDERR "cleanup failed" NO_STDOUT "frame")
# An error in every frame is printed once, then counted.
kite_test(NAME repeated_error ARGS --headless --frames 300 --seed 1 ${GAMES}/error_every_frame
          STDERR "^main\\.lua:3: fails every frame\nstack traceback:\n[^\n]*\n[^\n]*\n\\.\\.\\. repeated 298 times\n$")
# Without --seed a run gets a seed of its own, and an error report says which (--seed repeats it).
add_test(NAME player.seed_from_clock COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/seed_test.sh $<TARGET_FILE:kite>
         ${GAMES}/seed_clock)
kite_test(NAME seed_shown_on_error ARGS --headless --frames 3 ${GAMES}/error_every_frame
          STDERR "kite: this run's random seed is [0-9]+ \\(--seed [0-9]+ repeats it\\)")
kite_test(NAME seed_given_not_shown ARGS --headless --frames 3 --seed 4 ${GAMES}/error_every_frame
          NO_STDERR "random seed")

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
          STDERR "cannot load image 'missing\\.png': no such file" "cannot load image '/.*/games/[a-z_]+/\\.\\./\\.\\./assets/broken\\.png'"
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
kite_test(NAME check_clean ARGS --check ${RENDER}/sprite STDOUT "1 file, 0 with errors, 0 unknown API names")
# Names this player does not have, found by luacheck with the player's live names (ApiNameCheck.cpp):
# misspelt classes, methods, constants and constant-table keys; inherited methods, static functions
# and framework functions are known.
kite_test(NAME check_api_names ARGS --check ${GAMES}/check_api_names STATUS 1
          STDOUT "1 file, 0 with errors, 5 unknown API names"
          STDERR "main\\.lua:3:18: cc\\.Director\\.getInstace is not in Kite's API"
                 "main\\.lua:4:16: cc\\.Sprtie\\.create is not"
                 "main\\.lua:10:34: ccui\\.TouchEventType\\.endedd is not"
                 "main\\.lua:11:29: cc\\.PLATFORM_OS_LINUXX is not"
                 "main\\.lua:13:16: ccui\\.Buton\\.create is not"
          NO_STDERR "main\\.lua:(5|6|7|8|9|12|14):")
# The sample games and a cocos project use only names Kite has.
foreach(game asteroids breakout platformer snake)
  kite_test(NAME check_api_names_${game} ARGS --check ${PROJECT_SOURCE_DIR}/samples/${game}
            STDOUT "0 with errors, 0 unknown API names")
endforeach()
kite_test(NAME check_api_names_cocos_project ARGS --check ${GAMES}/cocos_mvc STDOUT "0 with errors, 0 unknown API names")
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
# Game controllers and typed text (issue 21), replayed headless: what Lua heard, recorded and replayed
# again the same; a bad controller line names the file and line.
kite_test(NAME replay_pad_text ARGS --headless --census --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/pad_text.txt
          --record ${OUT}/pad_text_recorded.txt ${GAMES}/pad_text
          STDOUT "connected 0 Virtual Pad" "down 1004" "up 1004 after 3 repeats" "axis 1000 -0.500"
                 "text \\[hé\\] 2 characters" "text \\[héllo\\] 5 characters" "text \\[héll\\] 4 characters"
                 "disconnected 0 connected=false"
          STDERR "census at exit: 0 live Refs" "live Lua handlers at exit: 0" SETUP recorded_pad_text)
kite_test(NAME replay_pad_text_recorded ARGS --headless --replay ${OUT}/pad_text_recorded.txt ${GAMES}/pad_text
          STDOUT "up 1004 after 3 repeats" "text \\[héll\\] 4 characters" "disconnected 0 connected=false"
          REQUIRES recorded_pad_text)
kite_test(NAME replay_bad_pad_line ARGS --headless --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/bad_pad.txt
          ${GAMES}/pad_text STATUS 2 STDERR "bad_pad\\.txt:4: unknown event 'pad-axis 0 JOYSTICK_LEFT_X 7'")
# A recording keeps the game's arguments: the replay runs the game as it was recorded, unless the
# command line gives others.
kite_test(NAME record_game_args ARGS --headless --frames 2 --record ${OUT}/args_recorded.txt ${GAMES}/args
          -- one "two words" STDOUT "n=2 1=one 2=two words" SETUP recorded_args)
kite_test(NAME replay_game_args ARGS --headless --replay ${OUT}/args_recorded.txt ${GAMES}/args
          STDOUT "n=2 1=one 2=two words" REQUIRES recorded_args)
kite_test(NAME replay_game_args_overridden ARGS --headless --replay ${OUT}/args_recorded.txt ${GAMES}/args -- other
          STDOUT "n=1 1=other 2=nil" REQUIRES recorded_args)
# ccui widgets (issue 21) under the mouse: a click is began, moved, ended and the click; a press
# released off the widget is canceled; check box taps toggle it.
kite_test(NAME replay_ui_mouse ARGS --headless --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/ui_mouse.txt
          ${GAMES}/ui_mouse
          STDOUT "widget began\nwidget moved\nwidget ended\nwidget click\nwidget began\nwidget moved\nwidget canceled\nbox selected\nbox unselected\n"
          NO_STDERR "error")
# Typing into ccui.TextField and ccui.EditBox (issue 21), replayed headless: the field's events on
# its updates, the box's handler at once; recorded and replayed again the same.
set(uiTexteditOut "field attach \\[\\]\nfield insert \\[hé\\]\nfield delete \\[h\\]\nbox began \\[\\]\nfield detach \\[h\\]\nbox changed \\[Ada\\]\nbox ended \\[Ada\\]\nbox return \\[Ada\\]\n")
kite_test(NAME replay_ui_textedit ARGS --headless --census --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/ui_textedit.txt
          --record ${OUT}/ui_textedit_recorded.txt ${GAMES}/ui_textedit
          STDOUT "${uiTexteditOut}" STDERR "census at exit: 0 live Refs" "live Lua handlers at exit: 0"
          NO_STDERR "error" SETUP recorded_ui_textedit)
kite_test(NAME replay_ui_textedit_recorded ARGS --headless --replay ${OUT}/ui_textedit_recorded.txt
          ${GAMES}/ui_textedit STDOUT "${uiTexteditOut}" REQUIRES recorded_ui_textedit)
# A replay file cut short (no end line) ends after its last input; it never runs on (--timeout
# only guards the test).
kite_test(NAME replay_without_end ARGS --headless --timeout 30 --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/no_end.txt
          ${GAMES}/frames STDOUT "frame 12 " NO_STDOUT "frame 13 "
          STDERR "no_end\\.txt has no 'end' line: the replay ends after its last input, at frame 12")

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
add_test(NAME player.watch_headless_paced COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/watch_pacing_test.sh
         $<TARGET_FILE:kite> ${GAMES}/frames)
set_tests_properties(player.watch_restarts player.watch_headless_paced player.seed_from_clock PROPERTIES
                     ENVIRONMENT "${KITE_TEST_ENV}" TIMEOUT 60)

# -- conf.lua and config.json -------------------------------------------------------------------
kite_test(NAME conf_love ARGS --headless --frames 2 ${GAMES}/conf_love
          STDOUT "title=Love Conf size=320x200 identity=love_saves" "save=/[^\n]*/kite/love_saves\n" "dt 0\\.0167")
kite_test(NAME conf_overridden ARGS --headless --frames 2 --size 100x50 --fixed-dt 0.1 ${GAMES}/conf_love
          STDOUT "title=Love Conf size=100x50 " "dt 0\\.1000")
kite_test(NAME save_directory_xdg ARGS --headless --frames 1 ${GAMES}/conf_love ENV XDG_DATA_HOME=/data/here
          STDOUT "save=/data/here/kite/love_saves\n")
kite_test(NAME user_default ARGS --headless --frames 1 ${GAMES}/user_default
          ENV XDG_DATA_HOME=${CMAKE_CURRENT_BINARY_DIR}/user_default_home
          STDOUT "in save folder=true\n" "read=hello from user_default\n" "on disk=true\n" "openURL=false\n"
          STDERR "openURL: refused 'https://example\\.org': no URL opener is installed \\(headless run\\)")
kite_test(NAME cocos_config_json ARGS --headless --frames 2 ${GAMES}/cocos_project
          STDOUT "title=Cocos Project size=480x640 identity=cocos_project" "dt 0\\.0500")
# cocos's layout: config.json without an entry runs src/main.lua; src/ and res/ are search paths
# (require "app.MyApp", an image by name from res/); saves go to $XDG_DATA_HOME/kite/<folder>/.
kite_test(NAME cocos_layout ARGS --headless --frames 2 ${GAMES}/cocos_layout ENV XDG_DATA_HOME=${OUT}/cocos_layout_data
          STDOUT "design 160x120" "sprite 32x32 from /[^\n]*/cocos_layout/res/quadrants\.png"
          "writable ${OUT}/cocos_layout_data/kite/cocos_layout/\n" "read back level=3"
          NO_STDERR "error")
kite_test(NAME config_json_without_entry_keeps_main_lua ARGS --headless --frames 1 ${GAMES}/config_json_main
          STDOUT "kite main\\.lua ran")
# A project in cocos's layout (config.json, src/, res/) with the app/view classes of a `cocos new`
# project, written for Kite: it reaches its first scene. Its main.lua starts with cc.FileUtils, as
# cocos's does.
kite_test(NAME cocos_mvc_first_scene ARGS --headless --frames 5 --fail-on-error --census ${GAMES}/cocos_mvc
          STDOUT "first scene: MainScene entered \\(app started yes\\)" NO_STDOUT "cocos framework loaded"
          STDERR "census at exit: 0 live Refs")
# Its MENU button (ccui) shows a view built from ccui widgets; replayed clicks pick a level in the
# ListView, untick the music CheckBox, drag the volume Slider, and go BACK (issue 21, item 6).
kite_test(NAME cocos_mvc_ccui_view ARGS --headless --fail-on-error --census
          --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/cocos_mvc_menu.txt ${GAMES}/cocos_mvc
          STDOUT "first scene: MainScene entered \\(app started yes\\)\nmenu scene: entered\nmenu: level 2 chosen\n"
                 "menu: music off\nmenu: volume 75\nfirst scene: MainScene entered"
          STDERR "census at exit: 0 live Refs")
# Opt-in: the same project with cocos's own Lua framework linked in as src/cocos, from
# KITE_COCOS_SCRIPTS; skipped (not passed) without it.
add_test(NAME player.cocos_framework COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cocos_framework_test.sh
         $<TARGET_FILE:kite> ${GAMES}/cocos_mvc ${OUT}/cocos_framework)
set_tests_properties(player.cocos_framework PROPERTIES ENVIRONMENT "${KITE_TEST_ENV}" TIMEOUT 60 SKIP_RETURN_CODE 77)
kite_test(NAME conf_bad_syntax ARGS --headless ${GAMES}/conf_bad_syntax STATUS 2
          STDERR "^kite: conf\\.lua:3: unexpected symbol near 'end'" NO_STDOUT "ran")
kite_test(NAME conf_bad_field ARGS --headless ${GAMES}/conf_bad_field STATUS 2
          STDERR "^kite: conf\\.lua: t\\.window\\.width must be a whole number from 1 to 16384 \\(got 'wide'\\)"
          NO_STDOUT "ran")
kite_test(NAME conf_no_function ARGS --headless ${GAMES}/conf_no_function STATUS 2
          STDERR "conf\\.lua: defines no kite\\.conf\\(t\\)" NO_STDOUT "ran")
kite_test(NAME conf_endless_loop ARGS --headless ${GAMES}/conf_endless STATUS 2
          STDERR "^kite: conf\\.lua:2: still running after 10 million Lua instructions" NO_STDOUT "ran")
kite_test(NAME config_json_bad_syntax ARGS --headless ${GAMES}/config_bad_json STATUS 2
          STDERR "^kite: config\\.json:4:5: syntax error")
kite_test(NAME config_json_bad_field ARGS --headless ${GAMES}/config_bad_field STATUS 2
          STDERR "^kite: config\\.json: init_cfg\\.width must be a whole number")
kite_test(NAME config_json_bad_entry ARGS --headless ${GAMES}/config_bad_entry STATUS 2
          STDERR "config\\.json: init_cfg\\.entry names 'src/none\\.lua', which is not a file")
kite_test(NAME title_at_run_time ARGS --headless --frames 1 ${GAMES}/title
          STDOUT "title at start: Kite - title\ntitle now: Set At Run Time\nno title: false [^\n]*string expected")

# -- scripts/play ---------------------------------------------------------------------------------
# On this build (KITE_PLAY_BUILD), without a display: headless, with a screenshot a tenth before the
# end (games wind down in their last frames), whose path it prints.
kite_test(NAME scripts_play_headless PROGRAM ${PROJECT_SOURCE_DIR}/scripts/play ARGS ${RENDER}/sprite --frames 5 --size 160x120
          ENV KITE_PLAY_BUILD=${CMAKE_BINARY_DIR} DISPLAY= WAYLAND_DISPLAY=
          STDOUT "scripts/play: screenshot: .*/screenshots/sprite\\.png" STDERR "screenshot of frame 4 saved"
          SCREENSHOT ${CMAKE_BINARY_DIR}/screenshots/sprite.png EXPECTED ${EXPECTED_DIR}/render_sprite.png TIMEOUT 280)
set_tests_properties(player.scripts_play_headless PROPERTIES TIMEOUT 300 RESOURCE_LOCK play_build)
# A newcomer's first command, on a fresh clone of HEAD with a build of its own (one backend is enough:
# the script is the same for both).
if(KITE_LUA_BACKEND STREQUAL "lua51" AND NOT KITE_ENABLE_ASAN)
  add_test(NAME player.fresh_clone_play COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/fresh_clone_test.sh
           ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_BINARY_DIR}/fresh_clone)
  # Alone: without ccache (CI) it builds the whole player on both cores for minutes, and the timed
  # tests beside it (fuzz smokes, pacing, kill-at-any-moment) would run starved.
  set_tests_properties(player.fresh_clone_play PROPERTIES TIMEOUT 1200 ENVIRONMENT "${KITE_TEST_ENV}" LABELS slow
                       RUN_SERIAL TRUE)
endif()
# TextureCache:addImageAsync with SDL2_image: decoded on a worker, delivered in a later frame; a file
# that does not decode reaches its callback as nil and is logged with the reason.
kite_test(NAME async_image ARGS --headless ${GAMES}/async_image STDOUT "loaded 32x32" "broken: nil"
          "all loaded later" "image 32x32 alpha true, copy 32x32" "image texture 32"
          "saved as png jpeg jpeg" STDERR "cannot load image '/.*/games/[a-z_]+/\\.\\./\\.\\./assets/broken\\.png'")

# -- Sound --------------------------------------------------------------------------------------
# --audio-out of a game without sound: every frame's 735 sample frames (1/60 s at 44100 Hz), silent,
# in a WAV whose header is complete; kite_wavcheck reads it in a second test.
kite_test(NAME audio_out_silent ARGS --headless --frames 7 --audio-out ${OUT}/silent.wav ${GAMES}/frames
          STDOUT "frame 7" STDERR "audio of 7 frames written to .*silent\\.wav" SETUP audio_out_silent)
kite_checked_test(NAME player.audio_out_silent_check COMMAND $<TARGET_FILE:kite_wavcheck> ${OUT}/silent.wav
                  --frames 5145 --silent 0 5145 STDOUT "5145 frames, every check holds")
set_tests_properties(player.audio_out_silent_check PROPERTIES FIXTURES_REQUIRED audio_out_silent
                     ENVIRONMENT "${KITE_TEST_ENV}")
# --mute is a window's option; headless it changes nothing.
kite_test(NAME mute_headless ARGS --headless --mute --frames 2 ${GAMES}/frames STDOUT "frame 2")
# What a game plays is in the --audio-out WAV at the expected sample frames, a stopped sound is not,
# two runs write the same bytes, and a run that ends in a Lua error leaves a complete file.
add_test(NAME player.audio_out COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/audio_out_test.sh $<TARGET_FILE:kite>
         $<TARGET_FILE:kite_wavcheck> ${GAMES}/audio_out ${OUT}/audio_out)
set_tests_properties(player.audio_out PROPERTIES ENVIRONMENT "${KITE_TEST_ENV}" TIMEOUT 120)
# A restart while sounds play: they stop, their Lua callbacks are released before the Lua state
# closes (none left at exit), the first run's callbacks never run, and ids go on counting.
kite_test(NAME audio_restart ARGS --headless --census --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/restart_at_3.txt
          ${GAMES}/audio_restart STDOUT "started 0 and 1, live handlers 2(.|\n)*started 2 and 3, live handlers 2\nthe first run's loop: state -1(.|\n)*finished 3"
          NO_STDOUT "finished 1" "a loop never finishes" STDERR "restarting the game \\(replayed\\)" "live Lua handlers at exit: 0")

# -- --api ------------------------------------------------------------------------------------------
# A pattern picks names (case-blind, '*' for any text, ':' as '.'); each comes with its signatures and
# description from the reference compiled into the player.
kite_test(NAME api_pattern ARGS --api "cc.node:setPos*"
          STDOUT "cc.Node:setPosition.x: number, y: number."
                 "cc.Node:setPosition.position: cc.Vec2."
                 "kite --api: .* names matching 'cc.node:setPos.'. 0 not in the reference, 0 not in this binary"
          NO_STDOUT "cc.Sprite:create")
kite_test(NAME api_no_match ARGS --api "no_such_name_anywhere"
          STDOUT "kite --api: 0 names matching 'no_such_name_anywhere'")
