// engine/scene/TMXMapInfo.cpp — see TMXMapInfo.h. The reading itself is TMXParser.cpp.
#include "scene/TMXMapInfo.h"

#include "base/FileUtils.h"
#include "base/Log.h"
#include "scene/TMXParser.h"

namespace cc {

TMXLayerInfo* TMXLayerInfo::create() {
    return static_cast<TMXLayerInfo*>((new TMXLayerInfo())->autorelease());
}

TMXMapInfo* TMXMapInfo::read(const std::string& tmxFile, std::string* error) {
    std::string text;
    if (!FileUtils::getInstance()->getContents(tmxFile, &text, error)) return nullptr;
    const std::string full = FileUtils::getInstance()->fullPathForFilename(tmxFile);
    auto* info = new TMXMapInfo();
    info->_tmxFileName = full;
    // names in the file are relative to it: to the folder of the name given, found in the same search path
    const std::string folder = tmxFile.substr(0, tmxFile.find_last_of('/') + 1);
    if (!parseTMX(text, tmxFile, folder, info, error)) {
        delete info;
        return nullptr;
    }
    return static_cast<TMXMapInfo*>(info->autorelease());
}

TMXMapInfo* TMXMapInfo::readXML(const std::string& tmxString, const std::string& resourcePath,
                                std::string* error) {
    auto* info = new TMXMapInfo();
    info->_resources = resourcePath;
    const std::string folder =
        resourcePath.empty() || resourcePath.back() == '/' ? resourcePath : resourcePath + "/";
    if (!parseTMX(tmxString, "TMX string", folder, info, error)) {
        delete info;
        return nullptr;
    }
    return static_cast<TMXMapInfo*>(info->autorelease());
}

TMXMapInfo* TMXMapInfo::create(const std::string& tmxFile) {
    std::string error;
    TMXMapInfo* info = read(tmxFile, &error);
    if (!info) logError("TMXMapInfo: %s", error.c_str());
    return info;
}

TMXMapInfo* TMXMapInfo::createWithXML(const std::string& tmxString, const std::string& resourcePath) {
    std::string error;
    TMXMapInfo* info = readXML(tmxString, resourcePath, &error);
    if (!info) logError("TMXMapInfo: %s", error.c_str());
    return info;
}

} // namespace cc
