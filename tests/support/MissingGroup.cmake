# The test that stands for a group of tests whose tool is missing (kite_missing_group): it fails
# with the reason. -DWHY=<group: why>
message(FATAL_ERROR "these tests did not run: ${WHY}")
