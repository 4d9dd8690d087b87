# Resolves the Lua backend into one interface target, kite::lua (like LÖVE's lovedep::Lua).
set(KITE_LUA_BACKEND "lua51" CACHE STRING "Lua implementation to embed: lua51 or luajit")
set_property(CACHE KITE_LUA_BACKEND PROPERTY STRINGS lua51 luajit)
if(NOT KITE_LUA_BACKEND MATCHES "^(lua51|luajit)$")
  message(FATAL_ERROR "KITE_LUA_BACKEND='${KITE_LUA_BACKEND}'; expected lua51 or luajit")
endif()

find_package(PkgConfig REQUIRED)
if(KITE_LUA_BACKEND STREQUAL "luajit")
  pkg_check_modules(KITE_LUA_PC REQUIRED IMPORTED_TARGET luajit)
else()
  pkg_check_modules(KITE_LUA_PC REQUIRED IMPORTED_TARGET lua5.1)
endif()
set(KITE_LUA_VERSION ${KITE_LUA_PC_VERSION})

add_library(kite_lua INTERFACE)
target_link_libraries(kite_lua INTERFACE PkgConfig::KITE_LUA_PC)
if(KITE_LUA_BACKEND STREQUAL "luajit")
  target_compile_definitions(kite_lua INTERFACE KITE_LUAJIT=1)
endif()
add_library(kite::lua ALIAS kite_lua)

# The stock tolua++ generator (Debian's tolua++5.1), used for the bindings and the compat suite.
find_program(TOLUA_EXECUTABLE NAMES tolua++5.1 tolua++)
if(NOT TOLUA_EXECUTABLE)
  message(FATAL_ERROR "The tolua++ generator (tolua++5.1) was not found. "
                      "Install it with: apt-get install libtolua++5.1-dev (or run scripts/deps)")
endif()
find_library(TOLUA_STOCK_LIBRARY NAMES libtolua++5.1.a tolua++5.1)
