# Physics runs that must repeat to the byte (issue 22 item 6). Each backend's build runs them against
# the same expected file, so lua51, luajit and their asan builds print the same positions at the same
# frames. kite_output_test(NAME <name> ARGS <kite args...> EXPECTED <file> [SETUP f] [REQUIRES f...])
# registers player.<name>: the player's standard output compared with EXPECTED (CompareOutput.cmake).
function(kite_output_test)
  cmake_parse_arguments(T "" "NAME;EXPECTED;SETUP" "ARGS;REQUIRES" ${ARGN})
  list(JOIN T_ARGS "@@" joined)
  add_test(NAME player.${T_NAME}
           COMMAND ${CMAKE_COMMAND} "-DCOMMAND=$<TARGET_FILE:kite>@@${joined}" -DEXPECTED=${T_EXPECTED}
                   -DACTUAL=${OUT}/${T_NAME}.txt -P ${CMAKE_CURRENT_SOURCE_DIR}/CompareOutput.cmake)
  set_tests_properties(player.${T_NAME} PROPERTIES ENVIRONMENT "${KITE_TEST_ENV}" TIMEOUT 120)
  if(T_SETUP)
    set_tests_properties(player.${T_NAME} PROPERTIES FIXTURES_SETUP ${T_SETUP})
  endif()
  if(T_REQUIRES)
    set_tests_properties(player.${T_NAME} PROPERTIES FIXTURES_REQUIRED "${T_REQUIRES}")
  endif()
endfunction()

# A pile of twenty bodies settling in a bin for 180 fixed steps of 1/60 s.
kite_output_test(NAME physics_determinism ARGS --headless --size 160x120 --frames 180 ${GAMES}/physics_determinism
                 EXPECTED ${EXPECTED_DIR}/physics_determinism.txt)
# Hand-written input pushing and jumping a ball, recorded; the recording replayed gives the same
# positions, and both match the expected file.
kite_output_test(NAME physics_replay_hand_written
                 ARGS --headless --replay ${CMAKE_CURRENT_SOURCE_DIR}/inputs/physics_input.txt
                      --record ${OUT}/physics_input_recorded.txt ${GAMES}/physics_input
                 EXPECTED ${EXPECTED_DIR}/physics_replay.txt SETUP recorded_physics_input)
kite_output_test(NAME physics_replay_recorded ARGS --headless --replay ${OUT}/physics_input_recorded.txt
                      ${GAMES}/physics_input
                 EXPECTED ${EXPECTED_DIR}/physics_replay.txt REQUIRES recorded_physics_input)
