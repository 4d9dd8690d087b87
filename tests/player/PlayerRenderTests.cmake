# Rendering: small deterministic scenes, one per drawable or feature, drawn headless by SDL's
# software renderer and compared with expected/render_<case>.png within a small tolerance.
set(KITE_RENDER_CASES layer_color layer_gradient sprite label drawnode zorder transform tint_opacity menu menu_images
    quarter_turns actions_end_states filtering)
list(APPEND KITE_RENDER_CASES bmfont) # bitmap fonts and char maps (issue 20)
list(APPEND KITE_RENDER_CASES progress motion_streak parallax drawnode_curves) # issue 20 items 4 and 7
list(APPEND KITE_RENDER_CASES tmx) # tile maps (issue 20)
list(APPEND KITE_RENDER_CASES label_effects label_overflow label_cjk label_letters) # labels (issue 20)
list(APPEND KITE_RENDER_CASES scale9 table_view) # ccui.Scale9Sprite, cc.TableView (issue 21)
list(APPEND KITE_RENDER_CASES text_field) # cc.TextFieldTTF (issue 21)
list(APPEND KITE_RENDER_CASES ui_layout ui_scrollview ui_listview ui_pageview) # ccui containers (issue 21)
list(APPEND KITE_RENDER_CASES ui_widgets) # ccui widgets (issue 21)
list(APPEND KITE_RENDER_CASES ui_textedit) # ccui.TextField, ccui.EditBox (issue 21)
list(APPEND KITE_RENDER_CASES ui_richtext) # ccui.RichText (issue 21, richtext)
list(APPEND KITE_RENDER_CASES ui_tabcontrol) # ccui.TabControl (issue 21, tabs)
list(APPEND KITE_RENDER_CASES ui_widget_states) # Slider scale9, disabled drawing (issue 21, widgets3)
list(APPEND KITE_RENDER_CASES physics_debug) # world:setDebugDrawMask (issue 22)
list(APPEND KITE_RENDER_CASES sprite_batch) # sprites batched by texture, culled outside the view (issue 24)
foreach(case ${KITE_RENDER_CASES})
  kite_test(NAME render.${case} ARGS --headless --size 160x120 --frames 30 --screenshot ${OUT}/render_${case}.png
            ${RENDER}/${case} SCREENSHOT ${OUT}/render_${case}.png EXPECTED ${EXPECTED_DIR}/render_${case}.png
            NO_STDERR "engine check failed")
endforeach()
# ccui.TabControl (issue 21, tabs): a click on the top-left control's third header selects it.
kite_test(NAME render.ui_tabcontrol_tap ARGS --headless --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/ui_tabcontrol_tap.txt
          --screenshot ${OUT}/render_ui_tabcontrol_tap.png ${RENDER}/ui_tabcontrol
          SCREENSHOT ${OUT}/render_ui_tabcontrol_tap.png EXPECTED ${EXPECTED_DIR}/render_ui_tabcontrol_tap.png
          STDOUT "tab control 4 selected 2\n" NO_STDERR "engine check failed")
# A character no installed font has: one warning naming the label's font (issue 20).
kite_test(NAME label_missing_glyph ARGS --headless --size 160x120 --frames 3 ${GAMES}/label_missing_glyph
          STDERR "font '[^']*DejaVuSans\\.ttf' has no glyph for U\\+30000" NO_STDERR "U\\+30000.*U\\+30000")

# Blend functions (gl.* pairs) on sprites, labels and draw nodes.
kite_test(NAME render.blend ARGS --headless --size 160x120 --frames 3 --screenshot ${OUT}/render_blend.png
          ${RENDER}/blend SCREENSHOT ${OUT}/render_blend.png EXPECTED ${EXPECTED_DIR}/render_blend.png
          NO_STDERR "engine check failed" "error")
# Particles are random: a fixed seed and the headless fixed step make the picture repeat.
kite_test(NAME render.particles ARGS --headless --seed 7 --size 160x120 --frames 40
          --screenshot ${OUT}/render_particles.png ${RENDER}/particles SCREENSHOT ${OUT}/render_particles.png
          EXPECTED ${EXPECTED_DIR}/render_particles.png NO_STDERR "engine check failed" "error")

# Scene transitions caught mid-way: one game, the transition named by its argument.
foreach(transition cross_fade fade fade_tr flip_x progress_in_out progress_radial_ccw shrink_grow slide_in
        split_cols turn_off_tiles)
  kite_test(NAME render.transition_${transition} ARGS --headless --size 160x120 --frames 30
            --screenshot ${OUT}/render_transition_${transition}.png ${RENDER}/transition -- ${transition}
            SCREENSHOT ${OUT}/render_transition_${transition}.png
            EXPECTED ${EXPECTED_DIR}/render_transition_${transition}.png NO_STDERR "engine check failed")
endforeach()

# A scene captured by a transition (blended at opacity 254 at the screenshot) looks as drawn
# directly, partly transparent content included (it used to come out darker: alpha applied twice).
foreach(mode direct captured)
  kite_test(NAME render.capture_${mode} ARGS --headless --size 160x120 --frames 10
            --screenshot ${OUT}/render_capture_${mode}.png ${RENDER}/capture -- ${mode}
            SCREENSHOT ${OUT}/render_capture_${mode}.png EXPECTED ${EXPECTED_DIR}/render_capture.png TOLERANCE 3
            NO_STDERR "engine check failed" "error")
endforeach()

# The windowed comparison rejects a deliberately broken render (the sprite scene with its 16x16 disc
# missing, or a sprite 4 pixels off), which the old slack of 400 pixels let through.
foreach(broken missing moved)
  kite_test(NAME window_comparison.${broken}_drawn ARGS --headless --size 160x120 --frames 3
            --screenshot ${OUT}/broken_${broken}.png ${RENDER}/sprite -- ${broken} SETUP broken_${broken})
  cmake_parse_arguments(S "" "TOLERANCE;MAX_DIFFERING;MAX_BLOCK_DELTA" "" ${KITE_WINDOW_SLACK})
  kite_checked_test(NAME player.window_comparison.${broken}_rejected
    COMMAND $<TARGET_FILE:kite_imagediff> ${OUT}/broken_${broken}.png ${EXPECTED_DIR}/render_sprite.png
            --tolerance ${S_TOLERANCE} --max-differing ${S_MAX_DIFFERING} --max-block-delta ${S_MAX_BLOCK_DELTA}
    STATUS 1 STDOUT "largest block mean difference (6[5-9]|[7-9][0-9]|[1-2][0-9][0-9]) ")
  set_tests_properties(player.window_comparison.${broken}_rejected PROPERTIES FIXTURES_REQUIRED broken_${broken})
endforeach()

# The error screen, drawn headless: --watch keeps a failed start on screen instead of exiting, and
# a run that ends on its frame limit while showing an error exits 1.
kite_test(NAME render.error_screen ARGS --headless --watch --frames 3 --size 480x200
          --screenshot ${OUT}/render_error_screen.png ${GAMES}/main_error STATUS 1 STDERR "main\\.lua:3: boom"
          SCREENSHOT ${OUT}/render_error_screen.png EXPECTED ${EXPECTED_DIR}/render_error_screen.png)

# Pairs of pictures that must be equal to the pixel: render.<case>_<reference> draws the case game
# with the argument <reference> (the plain way) and is checked against expected/render_<case>.png;
# render.<case> draws it the way under test and must equal that picture exactly.
function(kite_render_same_as case reference frames)
  kite_test(NAME render.${case}_${reference} ARGS --headless --size 160x120 --frames ${frames}
            --screenshot ${OUT}/render_${case}_${reference}.png ${RENDER}/${case} -- ${reference}
            SCREENSHOT ${OUT}/render_${case}_${reference}.png EXPECTED ${EXPECTED_DIR}/render_${case}.png
            NO_STDERR "engine check failed" "error" SETUP ${case}_${reference})
  kite_test(NAME render.${case} ARGS --headless --size 160x120 --frames ${frames}
            --screenshot ${OUT}/render_${case}.png ${RENDER}/${case}
            SCREENSHOT ${OUT}/render_${case}.png SAME_AS ${OUT}/render_${case}_${reference}.png
            NO_STDERR "engine check failed" "error" REQUIRES ${case}_${reference})
endfunction()

# Sprite sheets (assets/sheet, made by its make_sheet.py): frames stored plain, trimmed, rotated and
# both, drawn from the sheets, equal the same sprites drawn from their own files.
kite_render_same_as(sheet files 3)
# ccui.Scale9Sprite (issue 21): nine-slices of rotated and trimmed sheet frames, drawn the way up and
# round the same nine-slices of the images' own files are (the `-- files` picture was compared by eye:
# SDL's software triangles sample the stretched parts a texel apart, so not to the pixel).
kite_test(NAME render.scale9_sheet ARGS --headless --size 160x120 --frames 3
          --screenshot ${OUT}/render_scale9_sheet.png ${RENDER}/scale9_sheet SCREENSHOT ${OUT}/render_scale9_sheet.png
          EXPECTED ${EXPECTED_DIR}/render_scale9_sheet.png NO_STDERR "engine check failed" "error")
# Stretching: sprites given a content size (setContentSize, a finished ResizeTo) draw like the same
# sprites scaled by the same factors; one with stretching off keeps its image size.
kite_render_same_as(stretch scaled 10)
# Animate: sprites animated on sheet frames for 30 frames equal the same frames shown directly.
kite_render_same_as(animation still 30)

# The view: a 160x120 design drawn into a 200x100 frame by each resolution policy (letterboxed,
# cropped, stretched, widened, shortened), with the numbers cocos's GLView gives for it: scale,
# viewport (origin at the frame's bottom-left), visible origin and size, and the Director's win size.
set(KITE_VIEW_NUMBERS_SHOW_ALL "scale 0\\.833 0\\.833" "viewport 33\\.333,0\\.000 133\\.333x100\\.000" "visible 0\\.000,0\\.000 160\\.000x120\\.000" "win 160\\.000x120\\.000")
set(KITE_VIEW_NUMBERS_NO_BORDER "scale 1\\.250 1\\.250" "viewport 0\\.000,-25\\.000 200\\.000x150\\.000" "visible 0\\.000,20\\.000 160\\.000x80\\.000" "win 160\\.000x120\\.000")
set(KITE_VIEW_NUMBERS_EXACT_FIT "scale 1\\.250 0\\.833" "viewport 0\\.000,0\\.000 200\\.000x100\\.000" "visible 0\\.000,0\\.000 160\\.000x120\\.000" "win 160\\.000x120\\.000")
set(KITE_VIEW_NUMBERS_FIXED_HEIGHT "design 240\\.000x120\\.000" "scale 0\\.833 0\\.833" "viewport 0\\.000,0\\.000 200\\.000x100\\.000" "visible 0\\.000,0\\.000 240\\.000x120\\.000" "win 240\\.000x120\\.000")
set(KITE_VIEW_NUMBERS_FIXED_WIDTH "design 160\\.000x80\\.000" "scale 1\\.250 1\\.250" "viewport 0\\.000,0\\.000 200\\.000x100\\.000" "visible 0\\.000,0\\.000 160\\.000x80\\.000" "win 160\\.000x80\\.000")
foreach(policy SHOW_ALL NO_BORDER EXACT_FIT FIXED_HEIGHT FIXED_WIDTH)
  string(TOLOWER ${policy} name)
  kite_test(NAME render.view_${name} ARGS --headless --size 200x100 --frames 3
            --screenshot ${OUT}/render_view_${name}.png ${RENDER}/view -- ${policy}
            SCREENSHOT ${OUT}/render_view_${name}.png EXPECTED ${EXPECTED_DIR}/render_view_${name}.png
            STDOUT ${KITE_VIEW_NUMBERS_${policy}} NO_STDERR "engine check failed" "error")
endforeach()
# A frame taller than the design: SHOW_ALL's bars are above and below.
kite_test(NAME render.view_show_all_tall ARGS --headless --size 120x200 --frames 3
          --screenshot ${OUT}/render_view_show_all_tall.png ${RENDER}/view -- SHOW_ALL
          SCREENSHOT ${OUT}/render_view_show_all_tall.png EXPECTED ${EXPECTED_DIR}/render_view_show_all_tall.png
          STDOUT "scale 0\\.750 0\\.750" "viewport 0\\.000,55\\.000 120\\.000x90\\.000" NO_STDERR "engine check failed" "error")
# A transition's captures under a policy: drawn at the design size, mapped like the scene.
kite_test(NAME render.view_transition ARGS --headless --size 320x200 --frames 30
          --screenshot ${OUT}/render_view_transition.png ${RENDER}/view_transition
          SCREENSHOT ${OUT}/render_view_transition.png EXPECTED ${EXPECTED_DIR}/render_view_transition.png
          NO_STDERR "engine check failed" "error")

# Render textures and clipping (issue 20). rendertexture: drawn into, shown by its sprite, saved as a
# PNG (into a writable path of its own) and read back; clipping: ClippingNode normal, nested,
# inverted, alpha threshold and whole-quad stencils; clip_rect: ClippingRectangleNode, nested; both
# also under SHOW_ALL's letterbox.
set(KITE_RENDERTEXTURE_STDOUT "sprite flipped true, children 1" "image 64x48" "saveToFile true"
    "saved true .*/kite_render_texture_test\\.png" "too large nil" "empty nil")
kite_test(NAME render.rendertexture ARGS --headless --size 160x120 --frames 5
          --screenshot ${OUT}/render_rendertexture.png ${RENDER}/rendertexture ENV XDG_DATA_HOME=${OUT}/xdg_rendertexture
          SCREENSHOT ${OUT}/render_rendertexture.png EXPECTED ${EXPECTED_DIR}/render_rendertexture.png
          STDOUT ${KITE_RENDERTEXTURE_STDOUT} STDERR "RenderTexture:create\\(100000, 10\\): the size must be 1 to [0-9]+ pixels"
          NO_STDERR "engine check failed")
kite_test(NAME render.clipping ARGS --headless --size 160x120 --frames 3 --screenshot ${OUT}/render_clipping.png
          ${RENDER}/clipping SCREENSHOT ${OUT}/render_clipping.png EXPECTED ${EXPECTED_DIR}/render_clipping.png
          STDOUT "threshold 0\\.5 1, inverted true, content true false" NO_STDERR "engine check failed" "error")
kite_test(NAME render.clip_rect ARGS --headless --size 160x120 --frames 3 --screenshot ${OUT}/render_clip_rect.png
          ${RENDER}/clip_rect SCREENSHOT ${OUT}/render_clip_rect.png EXPECTED ${EXPECTED_DIR}/render_clip_rect.png
          STDOUT "region 10,10 40x30 enabled true false" NO_STDERR "engine check failed" "error")
foreach(case clipping clip_rect)
  kite_test(NAME render.${case}_show_all ARGS --headless --size 200x100 --frames 3
            --screenshot ${OUT}/render_${case}_show_all.png ${RENDER}/${case} -- SHOW_ALL
            SCREENSHOT ${OUT}/render_${case}_show_all.png EXPECTED ${EXPECTED_DIR}/render_${case}_show_all.png
            NO_STDERR "engine check failed" "error")
endforeach()
