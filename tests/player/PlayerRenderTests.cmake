# Rendering: small deterministic scenes, one per drawable or feature, drawn headless by SDL's
# software renderer and compared with expected/render_<case>.png within a small tolerance.
set(KITE_RENDER_CASES layer_color sprite label drawnode zorder transform tint_opacity menu quarter_turns)
foreach(case ${KITE_RENDER_CASES})
  kite_test(NAME render.${case} ARGS --headless --size 160x120 --frames 30 --screenshot ${OUT}/render_${case}.png
            ${RENDER}/${case} SCREENSHOT ${OUT}/render_${case}.png EXPECTED ${EXPECTED_DIR}/render_${case}.png
            NO_STDERR "engine check failed")
endforeach()

# The error screen, drawn headless: --watch keeps a failed start on screen instead of exiting, and
# a run that ends on its frame limit while showing an error exits 1.
kite_test(NAME render.error_screen ARGS --headless --watch --frames 3 --size 480x200
          --screenshot ${OUT}/render_error_screen.png ${GAMES}/main_error STATUS 1 STDERR "main\\.lua:3: boom"
          SCREENSHOT ${OUT}/render_error_screen.png EXPECTED ${EXPECTED_DIR}/render_error_screen.png)
