# The windowed path under Xvfb: a real window, the accelerated-or-software SDL renderer picked by
# SDL, real input through xdotool, full screen through openbox.
foreach(tool Xvfb xdotool openbox xev)
  find_program(KITE_TOOL_${tool} ${tool})
  if(NOT KITE_TOOL_${tool})
    kite_missing_group(player.window "${tool} is not installed (scripts/deps installs it)")
    return()
  endif()
endforeach()
set(xvfb bash ${CMAKE_CURRENT_SOURCE_DIR}/with_xvfb.sh)
# Under ASan, the X11/GL drivers and D-Bus that SDL loads leak at exit (not our code, and some of it
# unloaded, so no suppression can name it): leak checks stay with the headless tests.
# SDL_RENDER_DRIVER=opengl: Xvfb's OpenGL is Mesa's software rasterizer, for which Kite would pick
# SDL's software renderer (WindowRenderer.h) and draw what headless draws; these tests are about
# the OpenGL path (sprites in batches, issue 24). window.renderer_* test the choice itself.
set(windowEnvAuto SDL_VIDEODRIVER=x11 ASAN_OPTIONS=detect_leaks=0)
set(windowEnv ${windowEnvAuto} SDL_RENDER_DRIVER=opengl)
set(windowTests "")

# The same scenes as the headless rendering tests, in a window: another renderer, so a few edge
# pixels may differ.
foreach(case sprite drawnode label zorder bmfont tmx label_effects label_overflow label_cjk label_letters
        sprite_batch)
  kite_test(NAME window.render.${case} RUNNER ${xvfb} ENV ${windowEnv}
            ARGS --size 160x120 --frames 30 --screenshot ${OUT}/window_${case}.png ${RENDER}/${case}
            SCREENSHOT ${OUT}/window_${case}.png EXPECTED ${EXPECTED_DIR}/render_${case}.png ${KITE_WINDOW_SLACK})
  list(APPEND windowTests player.window.render.${case})
endforeach()

# Which renderer draws a window (issue 24): under Xvfb, whose OpenGL is a software rasterizer, SDL's
# software renderer, which draws the headless picture to the pixel; the one SDL_RENDER_DRIVER asks for
# when it is set.
kite_test(NAME window.renderer_auto RUNNER ${xvfb} ENV ${windowEnvAuto}
          ARGS --size 160x120 --frames 30 --screenshot ${OUT}/window_renderer_auto.png ${RENDER}/sprite_batch
               -- print-renderer
          STDOUT "renderer software\n"
          SCREENSHOT ${OUT}/window_renderer_auto.png EXPECTED ${EXPECTED_DIR}/render_sprite_batch.png TOLERANCE 0)
kite_test(NAME window.renderer_asked RUNNER ${xvfb} ENV ${windowEnv} ARGS --frames 1 ${RENDER}/sprite_batch
          -- print-renderer STDOUT "renderer opengl\n")
list(APPEND windowTests player.window.renderer_auto player.window.renderer_asked)

# Scenes that move (issue 20: progress actions, streaks, parallax) at the headless fixed step. The
# curves of drawnode_curves are not among them: their 1-pixel lines fall on other pixels there.
foreach(case progress motion_streak parallax)
  kite_test(NAME window.render.${case} RUNNER ${xvfb} ENV ${windowEnv}
            ARGS --size 160x120 --frames 30 --fixed-dt 0.016666667 --screenshot ${OUT}/window_${case}.png
                 ${RENDER}/${case}
            SCREENSHOT ${OUT}/window_${case}.png EXPECTED ${EXPECTED_DIR}/render_${case}.png ${KITE_WINDOW_SLACK})
  list(APPEND windowTests player.window.render.${case})
endforeach()

# cc.TextFieldTTF (issue 21) at the fixed step (its cursor blinks). Four lines of 14-point text and six
# large bullets: the window's renderer puts about 1,000 glyph-edge pixels elsewhere (measured), so more
# may differ than in the scenes above; a field missing or showing other text still moves a block's
# mean past MAX_BLOCK_DELTA.
kite_test(NAME window.render.text_field RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 30 --fixed-dt 0.016666667 --screenshot ${OUT}/window_text_field.png
               ${RENDER}/text_field
          SCREENSHOT ${OUT}/window_text_field.png EXPECTED ${EXPECTED_DIR}/render_text_field.png
          TOLERANCE 48 MAX_DIFFERING 1600 MAX_BLOCK_DELTA 64)
list(APPEND windowTests player.window.render.text_field)

# Render textures and clipping (issue 20) in a window: target textures and read-backs of the
# accelerated renderer.
foreach(case rendertexture clipping clip_rect)
  kite_test(NAME window.render.${case} RUNNER ${xvfb} ENV ${windowEnv} XDG_DATA_HOME=${OUT}/xdg_window_${case}
            ARGS --size 160x120 --frames 5 --screenshot ${OUT}/window_${case}.png ${RENDER}/${case}
            SCREENSHOT ${OUT}/window_${case}.png EXPECTED ${EXPECTED_DIR}/render_${case}.png ${KITE_WINDOW_SLACK}
            NO_STDERR "engine check failed")
  list(APPEND windowTests player.window.render.${case})
endforeach()
# A transition's captures in a window (issue 24): sprites queued before a capture are drawn before it
# and its own inside it, batched through OpenGL.
kite_test(NAME window.render.capture RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 10 --fixed-dt 0.016666667 --screenshot ${OUT}/window_capture.png
               ${RENDER}/capture -- captured
          SCREENSHOT ${OUT}/window_capture.png EXPECTED ${EXPECTED_DIR}/render_capture.png ${KITE_WINDOW_SLACK}
          NO_STDERR "engine check failed")
kite_test(NAME window.render.transition_slide_in RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 30 --fixed-dt 0.016666667 --screenshot ${OUT}/window_transition_slide_in.png
               ${RENDER}/transition -- slide_in
          SCREENSHOT ${OUT}/window_transition_slide_in.png EXPECTED ${EXPECTED_DIR}/render_transition_slide_in.png
          ${KITE_WINDOW_SLACK} NO_STDERR "engine check failed")
list(APPEND windowTests player.window.render.capture player.window.render.transition_slide_in)

# ccui.Scale9Sprite (issue 21) in a window: its grey twin is read back from the accelerated renderer.
kite_test(NAME window.render.scale9 RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 5 --screenshot ${OUT}/window_scale9.png ${RENDER}/scale9
          SCREENSHOT ${OUT}/window_scale9.png EXPECTED ${EXPECTED_DIR}/render_scale9.png ${KITE_WINDOW_SLACK}
          NO_STDERR "engine check failed")
list(APPEND windowTests player.window.render.scale9)
# cc.TableView and cc.ScrollView (issue 21): clipped to their view rects in a window.
kite_test(NAME window.render.table_view RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 5 --screenshot ${OUT}/window_table_view.png ${RENDER}/table_view
          SCREENSHOT ${OUT}/window_table_view.png EXPECTED ${EXPECTED_DIR}/render_table_view.png ${KITE_WINDOW_SLACK}
          NO_STDERR "engine check failed")
list(APPEND windowTests player.window.render.table_view)
# ccui containers (issue 21): layouts, scroll bars, a list and a page view with its indicator, in a
# window at the headless fixed step (the list's scroll runs by frames).
foreach(case ui_layout ui_scrollview ui_listview ui_pageview)
  kite_test(NAME window.render.${case} RUNNER ${xvfb} ENV ${windowEnv}
            ARGS --size 160x120 --frames 30 --fixed-dt 0.016666667 --screenshot ${OUT}/window_${case}.png
                 ${RENDER}/${case}
            SCREENSHOT ${OUT}/window_${case}.png EXPECTED ${EXPECTED_DIR}/render_${case}.png ${KITE_WINDOW_SLACK})
  list(APPEND windowTests player.window.render.${case})
endforeach()

# Physics debug drawing (issue 22) in a window, with the headless fixed step so the bodies fall the
# same, against a picture of its own: the accelerated renderer draws the thin outlines, dots and the
# joint's rod a pixel apart from the software one, more pixels than the window slack allows.
kite_test(NAME window.render.physics_debug RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 30 --fixed-dt 0.016666667 --screenshot ${OUT}/window_physics_debug.png
               ${RENDER}/physics_debug
          SCREENSHOT ${OUT}/window_physics_debug.png EXPECTED ${EXPECTED_DIR}/window_physics_debug.png
          ${KITE_WINDOW_SLACK} NO_STDERR "engine check failed")
list(APPEND windowTests player.window.render.physics_debug)
# ccui widgets (issue 21) in a window, against a picture of its own: the accelerated renderer draws
# the Scale9Sprite images' last texel row and column (the software one samples a texel apart there)
# and hints the outlined text differently, more pixels than the window slack allows.
kite_test(NAME window.render.ui_widgets RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 30 --screenshot ${OUT}/window_ui_widgets.png ${RENDER}/ui_widgets
          SCREENSHOT ${OUT}/window_ui_widgets.png EXPECTED ${EXPECTED_DIR}/window_ui_widgets.png ${KITE_WINDOW_SLACK}
          NO_STDERR "engine check failed")
list(APPEND windowTests player.window.render.ui_widgets)
# Slider scale9 and disabled drawing (issue 21, widgets3) in a window, against a picture of its own
# for ui_widgets' reason (the Scale9Sprite renderers' last texel row and column).
kite_test(NAME window.render.ui_widget_states RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 30 --screenshot ${OUT}/window_ui_widget_states.png ${RENDER}/ui_widget_states
          SCREENSHOT ${OUT}/window_ui_widget_states.png EXPECTED ${EXPECTED_DIR}/window_ui_widget_states.png
          ${KITE_WINDOW_SLACK} NO_STDERR "engine check failed")
list(APPEND windowTests player.window.render.ui_widget_states)
# ccui.RichText (issue 21, richtext) in a window, against the headless picture.
kite_test(NAME window.render.ui_richtext RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 30 --screenshot ${OUT}/window_ui_richtext.png ${RENDER}/ui_richtext
          SCREENSHOT ${OUT}/window_ui_richtext.png EXPECTED ${EXPECTED_DIR}/render_ui_richtext.png ${KITE_WINDOW_SLACK}
          NO_STDERR "engine check failed")
list(APPEND windowTests player.window.render.ui_richtext)

# ccui.TextField and ccui.EditBox (issue 21) in a window at the fixed step (a cursor blinks), against a
# picture of its own for the same reasons as ui_widgets' (Scale9Sprite edges, text hinting).
kite_test(NAME window.render.ui_textedit RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 30 --fixed-dt 0.016666667 --screenshot ${OUT}/window_ui_textedit.png
               ${RENDER}/ui_textedit
          SCREENSHOT ${OUT}/window_ui_textedit.png EXPECTED ${EXPECTED_DIR}/window_ui_textedit.png
          ${KITE_WINDOW_SLACK} NO_STDERR "engine check failed")
list(APPEND windowTests player.window.render.ui_textedit)
# ccui.TabControl (issue 21, tabs): a control per dock, in a window, against a picture of its own:
# the accelerated renderer filters the zoomed and stretched headers differently.
kite_test(NAME window.render.ui_tabcontrol RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --size 160x120 --frames 30 --screenshot ${OUT}/window_ui_tabcontrol.png ${RENDER}/ui_tabcontrol
          SCREENSHOT ${OUT}/window_ui_tabcontrol.png EXPECTED ${EXPECTED_DIR}/window_ui_tabcontrol.png
          ${KITE_WINDOW_SLACK} NO_STDERR "engine check failed")
list(APPEND windowTests player.window.render.ui_tabcontrol)

# main.lua fails in a window: the error screen stays up (it does not close) until the frame limit;
# in a window it also offers C to copy the error.
kite_test(NAME window.error_screen RUNNER ${xvfb} ENV ${windowEnv}
          ARGS --watch --frames 20 --size 480x200 --screenshot ${OUT}/window_error_screen.png ${GAMES}/main_error
          STATUS 1 STDERR "main\\.lua:3: boom"
          SCREENSHOT ${OUT}/window_error_screen.png EXPECTED ${EXPECTED_DIR}/window_error_screen.png
          ${KITE_WINDOW_SLACK})
list(APPEND windowTests player.window.error_screen)

# scripts/play with a display: a window (it prints no "headless" notice), ended by --frames.
kite_test(NAME window.scripts_play RUNNER ${xvfb} PROGRAM ${PROJECT_SOURCE_DIR}/scripts/play
          ENV ${windowEnv} KITE_PLAY_BUILD=${CMAKE_BINARY_DIR}
          ARGS ${RENDER}/sprite --frames 5 --size 160x120 --screenshot ${OUT}/window_play.png
          STDOUT "scripts/play: screenshot: .*window_play\\.png" NO_STDERR "playing headless"
          SCREENSHOT ${OUT}/window_play.png EXPECTED ${EXPECTED_DIR}/render_sprite.png ${KITE_WINDOW_SLACK}
          TIMEOUT 280)
set_tests_properties(player.window.scripts_play PROPERTIES
  TIMEOUT 300 LABELS window RESOURCE_LOCK "xvfb;play_build") # two scripts/play runs would build at once

  add_test(NAME player.window.record_then_replay
           COMMAND ${xvfb} bash ${CMAKE_CURRENT_SOURCE_DIR}/window_input_test.sh $<TARGET_FILE:kite>
                   $<TARGET_FILE:kite_imagediff> ${GAMES}/input ${OUT}/window_input)
  set_tests_properties(player.window.record_then_replay PROPERTIES ENVIRONMENT "${KITE_TEST_ENV};${windowEnv}"
                       TIMEOUT 90)
  # issue 21: typed text reaches a TextFieldTTF in a window, and replays headless the same
  add_test(NAME player.window.text_input
           COMMAND ${xvfb} bash ${CMAKE_CURRENT_SOURCE_DIR}/window_text_input_test.sh $<TARGET_FILE:kite>
                   ${GAMES}/pad_text ${OUT}/window_text_input)
  set_tests_properties(player.window.text_input PROPERTIES ENVIRONMENT "${KITE_TEST_ENV};${windowEnv}"
                       TIMEOUT 90)
  add_test(NAME player.window.error_screen_keys
           COMMAND ${xvfb} bash ${CMAKE_CURRENT_SOURCE_DIR}/window_error_keys.sh $<TARGET_FILE:kite>
                   ${GAMES}/main_error ${OUT}/window_error_keys)
  set_tests_properties(player.window.error_screen_keys PROPERTIES ENVIRONMENT "${KITE_TEST_ENV};${windowEnv}"
                       TIMEOUT 90)
  add_test(NAME player.window.config
           COMMAND ${xvfb} bash ${CMAKE_CURRENT_SOURCE_DIR}/window_config_test.sh $<TARGET_FILE:kite> ${GAMES}
                   ${OUT}/window_config)
  set_tests_properties(player.window.config PROPERTIES ENVIRONMENT "${KITE_TEST_ENV};${windowEnv}" TIMEOUT 90)
  list(APPEND windowTests player.window.record_then_replay player.window.error_screen_keys player.window.config)
  list(APPEND windowTests player.window.text_input) # issue 21
  # Input follows the design resolution: clicks at frame positions of a 200x100 window reach a 160x120
  # design at cocos's points (SHOW_ALL: viewport x 33.3, scale 5/6; NO_BORDER: viewport y -25, scale 1.25).
  add_test(NAME player.window.view_input_show_all
           COMMAND ${xvfb} bash ${CMAKE_CURRENT_SOURCE_DIR}/window_view_input_test.sh $<TARGET_FILE:kite>
                   ${GAMES}/view_input ${OUT}/window_view_input_show_all SHOW_ALL "100 50 80.0 60.0"
                   "50 75 20.0 30.0" "160 10 152.0 108.0")
  add_test(NAME player.window.view_input_no_border
           COMMAND ${xvfb} bash ${CMAKE_CURRENT_SOURCE_DIR}/window_view_input_test.sh $<TARGET_FILE:kite>
                   ${GAMES}/view_input ${OUT}/window_view_input_no_border NO_BORDER "100 50 80.0 60.0"
                   "40 90 32.0 28.0" "190 5 152.0 96.0")
  set_tests_properties(player.window.view_input_show_all player.window.view_input_no_border PROPERTIES
                       ENVIRONMENT "${KITE_TEST_ENV};${windowEnv}" TIMEOUT 90)
  list(APPEND windowTests player.window.view_input_show_all player.window.view_input_no_border)
  # The window is made once (not replaced by SDL's OpenGL renderer): what found it keeps it.
  add_test(NAME player.window.made_once
           COMMAND ${xvfb} bash ${CMAKE_CURRENT_SOURCE_DIR}/window_made_once_test.sh $<TARGET_FILE:kite>
                   ${GAMES}/view_input ${OUT}/window_made_once)
  set_tests_properties(player.window.made_once PROPERTIES ENVIRONMENT "${KITE_TEST_ENV};${windowEnv}" TIMEOUT 60)
  list(APPEND windowTests player.window.made_once)
  # The same where Kite leaves OpenGL for SDL's software renderer (issue 24): still one window.
  add_test(NAME player.window.made_once_software
           COMMAND ${xvfb} bash ${CMAKE_CURRENT_SOURCE_DIR}/window_made_once_test.sh $<TARGET_FILE:kite>
                   ${GAMES}/view_input ${OUT}/window_made_once_software)
  set_tests_properties(player.window.made_once_software PROPERTIES ENVIRONMENT "${KITE_TEST_ENV};${windowEnvAuto}"
                       TIMEOUT 60)
  list(APPEND windowTests player.window.made_once_software)
  # A window resized under the game applies its resolution policy again.
  add_test(NAME player.window.view_resize
           COMMAND ${xvfb} bash ${CMAKE_CURRENT_SOURCE_DIR}/window_view_resize_test.sh $<TARGET_FILE:kite>
                   $<TARGET_FILE:kite_imagediff> ${RENDER}/view ${OUT}/window_view_resize
                   --tolerance 48 --max-differing 400)
  set_tests_properties(player.window.view_resize PROPERTIES ENVIRONMENT "${KITE_TEST_ENV};${windowEnv}" TIMEOUT 90)
  list(APPEND windowTests player.window.view_resize)
  # A view the game makes is adopted by the window (its name the title), and the game's
  # setFrameSize(400, 300) resizes the window: the picture is the headless one of a 400x300 frame.
  kite_test(NAME window.view_adopted_reference ARGS --headless --frames 5 --size 400x300
            --screenshot ${OUT}/window_view_adopted_reference.png ${GAMES}/view_adopt SETUP window_view_adopted)
  kite_test(NAME window.view_adopted RUNNER ${xvfb} ENV ${windowEnv} ARGS --frames 5 --size 200x100
            --screenshot ${OUT}/window_view_adopted.png ${GAMES}/view_adopt -- resize
            STDOUT "adopted frame 320x240 design 160x120 ready true title 'Adopted'"
                   "frame 2: first view gone true, frame 400x300, scale 2\\.500"
            NO_STDERR "error" REQUIRES window_view_adopted
            SCREENSHOT ${OUT}/window_view_adopted.png SAME_AS ${OUT}/window_view_adopted_reference.png
            ${KITE_WINDOW_SLACK})
  list(APPEND windowTests player.window.view_adopted)
  # A full-screen window keeps the screen (Xvfb's 1024x768) as every view's frame: the player's, seen
  # from main.lua already, one the game adopts (no resize event comes to correct it, as after a
  # --watch restart), and one the game asks to resize (refused with an error).
  kite_test(NAME window.view_fullscreen RUNNER ${xvfb} ENV ${windowEnv} ARGS --fullscreen --frames 3
            ${RENDER}/view -- SHOW_ALL STDOUT "frame 1024\\.000x768\\.000 design" "scale 6\\.400 6\\.400"
            NO_STDERR "error")
  kite_test(NAME window.view_fullscreen_adopted RUNNER ${xvfb} ENV ${windowEnv} ARGS --fullscreen --frames 3
            ${GAMES}/view_adopt -- resize
            STDOUT "player view cc\\.GLViewImpl 'Kite - view_adopt' frame 1024x768 ready true"
                   "adopted frame 1024x768 design 160x120 ready true"
                   "frame 2: first view gone true, frame 1024x768, scale 6\\.400"
            STDERR "GLView:setFrameSize\\(400, 300\\): a full-screen window keeps the screen's size; the frame stays 1024x768")
  list(APPEND windowTests player.window.view_fullscreen player.window.view_fullscreen_adopted)

# A stall in real time becomes a step of at most 0.25 s (samples/player/README.md).
kite_test(NAME window.step_clamp RUNNER ${xvfb} ENV ${windowEnv} ARGS --frames 6 ${GAMES}/stall
          STDOUT "frame 3 dt 0\\.0[0-9]+\nframe 4 dt 0\\.2500\n")
list(APPEND windowTests player.window.step_clamp)

# cc.Director:setAnimationInterval paces a window.
add_test(NAME player.window.animation_interval
         COMMAND ${xvfb} bash ${CMAKE_CURRENT_SOURCE_DIR}/window_pacing_test.sh $<TARGET_FILE:kite>
                 ${GAMES}/animation_interval)
set_tests_properties(player.window.animation_interval PROPERTIES ENVIRONMENT "${KITE_TEST_ENV};${windowEnv}"
                     TIMEOUT 60)
list(APPEND windowTests player.window.animation_interval)

# One Xvfb at a time keeps the two cores for the rest of the suite.
set_tests_properties(${windowTests} PROPERTIES RESOURCE_LOCK xvfb LABELS window)
