// engine/platform/Application.h — cocos2d-x's Application as far as a Lua game asks it: the
// platform, the user's language, the version and opening URLs. Pure C++17 (no SDL), so it is built
// into kite_engine and the bindings reach it in every build; the player decides whether URLs may be
// opened (a window run) or not (headless: refused).
#pragma once

#include <functional>
#include <string>
#include <utility>

namespace cc {

/// cocos2d-x's LanguageType, in its order (the values are cc.LANGUAGE_* in Lua).
enum class LanguageType {
    ENGLISH = 0,
    CHINESE,
    FRENCH,
    ITALIAN,
    GERMAN,
    SPANISH,
    DUTCH,
    RUSSIAN,
    KOREAN,
    JAPANESE,
    HUNGARIAN,
    PORTUGUESE,
    ARABIC,
    NORWEGIAN,
    POLISH,
    TURKISH,
    UKRAINIAN,
    ROMANIAN,
    BULGARIAN
};

class Application {
public:
    /// cocos2d-x's ApplicationProtocol::Platform, in its order (cc.PLATFORM_OS_* in Lua).
    enum class Platform {
        OS_WINDOWS = 0,
        OS_LINUX,
        OS_MAC,
        OS_ANDROID,
        OS_IPHONE,
        OS_IPAD,
        OS_BLACKBERRY,
        OS_NACL,
        OS_EMSCRIPTEN,
        OS_TIZEN,
        OS_WINRT,
        OS_WP8
    };
    /// Opens a URL for openURL(); true when the opener reports success.
    using UrlOpener = std::function<bool(const std::string& url)>;

    static Application* getInstance();
    static void destroyInstance();

    Platform getTargetPlatform() const { return Platform::OS_LINUX; }
    /// From the locale environment (LC_ALL, then LC_MESSAGES, then LANG, as POSIX orders them; cocos's
    /// Linux port reads LANG only): the language of "fr_FR.UTF-8" is FRENCH; unknown or unset is ENGLISH.
    LanguageType getCurrentLanguage() const;
    /// The two-letter ISO 639-1 code of the same locale ("fr"); "en" when it names no language ("C").
    std::string getCurrentLanguageCode() const;
    /// The game's version; "" unless the host set one (cocos's Linux port always returns "").
    const std::string& getVersion() const { return _version; }
    void setVersion(const std::string& version) { _version = version; }

    /// Hands @p url to the opener the host installed (the player: xdg-open in a window run). With
    /// none (headless runs, tests), or for a URL that is empty or starts with '-', returns false and
    /// logs why. Never runs a shell.
    bool openURL(const std::string& url);
    /// An empty opener (the player's headless runs) makes openURL refuse every URL.
    void setUrlOpener(UrlOpener opener) { _opener = std::move(opener); }
    /// Runs `xdg-open url` (no shell) and waits for it; true when it exits with 0.
    static bool openWithXdgOpen(const std::string& url);

    /// The language a locale string names ("de_DE.UTF-8" -> GERMAN), as cocos's getLanguageTypeByISO2.
    static LanguageType languageOfLocale(const std::string& locale);
    /// The locale string getCurrentLanguage() reads from the environment ("" when none is set).
    static std::string localeFromEnvironment();

private:
    Application() = default;
    std::string _version;
    UrlOpener _opener;
};

} // namespace cc
