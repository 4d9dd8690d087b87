# FindChipmunk: Debian's libchipmunk-dev (Chipmunk2D 7) ships neither a pkg-config file nor a CMake
# config file, so the header and the library are found by name. Defines Chipmunk::Chipmunk.
find_path(CHIPMUNK_INCLUDE_DIR chipmunk/chipmunk.h)
find_library(CHIPMUNK_LIBRARY NAMES chipmunk)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(Chipmunk REQUIRED_VARS CHIPMUNK_LIBRARY CHIPMUNK_INCLUDE_DIR)
if(Chipmunk_FOUND AND NOT TARGET Chipmunk::Chipmunk)
  add_library(Chipmunk::Chipmunk UNKNOWN IMPORTED)
  # Included as <chipmunk/chipmunk.h>; it finds its siblings by quoted includes.
  set_target_properties(Chipmunk::Chipmunk PROPERTIES
    IMPORTED_LOCATION ${CHIPMUNK_LIBRARY}
    INTERFACE_INCLUDE_DIRECTORIES ${CHIPMUNK_INCLUDE_DIR})
endif()
mark_as_advanced(CHIPMUNK_INCLUDE_DIR CHIPMUNK_LIBRARY)
