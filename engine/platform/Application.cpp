// engine/platform/Application.cpp — see Application.h.
#include "platform/Application.h"

#include "base/Log.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <spawn.h>
#include <sys/wait.h>

extern char** environ;

namespace cc {

namespace {

Application* g_application = nullptr;

// The ISO 639-1 codes cocos maps to a LanguageType (its getLanguageTypeByISO2), in enum order.
struct Code {
    const char* iso;
    LanguageType language;
};
constexpr Code kCodes[] = {
    {"zh", LanguageType::CHINESE},   {"fr", LanguageType::FRENCH},     {"it", LanguageType::ITALIAN},
    {"de", LanguageType::GERMAN},    {"es", LanguageType::SPANISH},    {"nl", LanguageType::DUTCH},
    {"ru", LanguageType::RUSSIAN},   {"ko", LanguageType::KOREAN},     {"ja", LanguageType::JAPANESE},
    {"hu", LanguageType::HUNGARIAN}, {"pt", LanguageType::PORTUGUESE}, {"ar", LanguageType::ARABIC},
    {"nb", LanguageType::NORWEGIAN}, {"pl", LanguageType::POLISH},     {"tr", LanguageType::TURKISH},
    {"uk", LanguageType::UKRAINIAN}, {"ro", LanguageType::ROMANIAN},   {"bg", LanguageType::BULGARIAN},
};

// The two lowercase letters a locale starts with ("pt_BR.UTF-8" -> "pt"), or "" ("C", "POSIX", "").
std::string isoCode(const std::string& locale) {
    if (locale.size() < 2 || !std::islower(static_cast<unsigned char>(locale[0])) ||
        !std::islower(static_cast<unsigned char>(locale[1])))
        return std::string();
    if (locale.size() > 2 && std::isalpha(static_cast<unsigned char>(locale[2]))) return std::string();
    return locale.substr(0, 2);
}

} // namespace

Application* Application::getInstance() {
    if (!g_application) g_application = new Application();
    return g_application;
}

void Application::destroyInstance() {
    delete g_application;
    g_application = nullptr;
}

std::string Application::localeFromEnvironment() {
    for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        const char* value = std::getenv(name);
        if (value && *value) return value;
    }
    return std::string();
}

LanguageType Application::languageOfLocale(const std::string& locale) {
    std::string iso = isoCode(locale);
    for (const Code& code : kCodes)
        if (iso == code.iso) return code.language;
    return LanguageType::ENGLISH;
}

LanguageType Application::getCurrentLanguage() const {
    return languageOfLocale(localeFromEnvironment());
}

std::string Application::getCurrentLanguageCode() const {
    std::string iso = isoCode(localeFromEnvironment());
    return iso.empty() ? "en" : iso;
}

bool Application::openURL(const std::string& url) {
    if (url.empty() || url[0] == '-') {
        logError("Application:openURL: refused '%s': not a URL", url.c_str());
        return false;
    }
    if (!_opener) {
        logWarning("Application:openURL: refused '%s': no URL opener is installed (headless run)",
                   url.c_str());
        return false;
    }
    return _opener(url);
}

bool Application::openWithXdgOpen(const std::string& url) {
    char program[] = "xdg-open";
    std::string argument = url;
    char* argv[] = {program, argument.data(), nullptr};
    pid_t pid = 0;
    int failed = posix_spawnp(&pid, program, nullptr, nullptr, argv, environ);
    if (failed != 0) {
        logError("Application:openURL: cannot run xdg-open: %s", std::strerror(failed));
        return false;
    }
    int status = 0;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR) return false;
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

} // namespace cc
