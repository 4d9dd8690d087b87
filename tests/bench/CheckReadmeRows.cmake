# bench.readme_rows: README.md's speed table has exactly the rows kite_bench measures for it
# (kReadmeCases), in that order, between its markers; the numbers are checked by
# scripts/bench --check-readme, which needs the release builds and callgrind.
#   -DBENCH=<kite_bench> -DREADME=<README.md>
execute_process(COMMAND ${BENCH} --smoke --readme-rows RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "kite_bench --smoke --readme-rows exited with ${status}\n${out}\n${err}")
endif()
string(REGEX MATCHALL "readme-row\\|[^|\n]*" measured "${out}")
list(TRANSFORM measured REPLACE "^readme-row\\|" "")
file(READ ${README} text)
string(FIND "${text}" "<!-- bench-table: scripts/bench --write-readme -->" begin)
string(FIND "${text}" "<!-- /bench-table -->" end)
if(begin EQUAL -1 OR end EQUAL -1)
  message(FATAL_ERROR "README.md has no bench-table markers")
endif()
math(EXPR length "${end} - ${begin}")
string(SUBSTRING "${text}" ${begin} ${length} table)
string(REGEX MATCHALL "\n\\| `[^`]*` \\|" rows "${table}")
list(TRANSFORM rows REPLACE "^\n\\| `([^`]*)` \\|$" "\\1")
if(NOT rows STREQUAL measured)
  message(FATAL_ERROR "README.md's speed table rows:\n  ${rows}\nkite_bench measures:\n  ${measured}\n"
                      "(scripts/bench --write-readme rewrites the table)")
endif()
list(LENGTH rows count)
message(STATUS "README.md's speed table: the ${count} rows kite_bench measures")
