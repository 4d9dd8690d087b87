# Included by the scripts that run a sample game: XDG_DATA_HOME is DATA_HOME, emptied before the run,
# so the game's save folder ($XDG_DATA_HOME/kite/<identity>/, where cc.UserDefault keeps the best
# score) is the test's own: no test reads a save another run wrote, none writes to the user's home.
if(NOT DEFINED DATA_HOME)
  message(FATAL_ERROR "DATA_HOME is not set: a sample test needs its own save folder")
endif()
file(REMOVE_RECURSE "${DATA_HOME}")
file(MAKE_DIRECTORY "${DATA_HOME}")
set(ENV{XDG_DATA_HOME} "${DATA_HOME}")
