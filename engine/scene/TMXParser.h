// engine/scene/TMXParser.h — reads .tmx and .tsx text (pugixml) into a TMXMapInfo (engine-internal).
#pragma once

#include <string>

namespace cc {

class TMXMapInfo;

/// Fills @p info from the map text @p text. @p fileName names it in messages; @p folder ("" or ending
/// in '/') is what its images and external tilesets are relative to. On failure returns false and
/// sets @p error to "<file>:<line>: <what>" (the file is the .tsx when the fault is in one).
bool parseTMX(const std::string& text, const std::string& fileName, const std::string& folder,
              TMXMapInfo* info, std::string* error);

} // namespace cc
