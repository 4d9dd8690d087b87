# kite_enum_constants(<target> <header> <Enum> <Array>): generates the {name, value} table of a
# C++ `enum class` at build time and adds it to <target>'s sources.
function(kite_enum_constants target header enum array)
  set(out ${CMAKE_CURRENT_BINARY_DIR}/${array}.cpp)
  add_custom_command(
    OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -DIN=${header} -DENUM=${enum} -DARRAY=${array} -DOUT=${out}
            -P ${PROJECT_SOURCE_DIR}/scripts/cmake/EnumConstants.cmake
    DEPENDS ${header} ${PROJECT_SOURCE_DIR}/scripts/cmake/EnumConstants.cmake
    COMMENT "Generating ${array} from enum class ${enum}"
    VERBATIM)
  target_sources(${target} PRIVATE ${out})
endfunction()
