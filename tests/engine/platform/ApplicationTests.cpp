// tests/engine/platform/ApplicationTests.cpp — cc::Application: the platform, the language from the
// locale environment as cocos maps it, openURL refused unless the host installed an opener, and the
// player's opener, xdg-open, run without a shell (a stand-in xdg-open first in PATH: these tests never
// start a real one).
#include "KiteTestSupport.h"
#include "platform/Application.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

using cc::Application;
using cc::LanguageType;

namespace {

/// Sets (or, given nullptr, unsets) one environment variable and restores it after.
class ScopedVariable {
public:
    ScopedVariable(const char* name, const char* value) : _name(name) {
        const char* old = std::getenv(name);
        _had = old != nullptr;
        _saved = old ? old : "";
        if (value)
            setenv(name, value, 1);
        else
            unsetenv(name);
    }
    ~ScopedVariable() {
        if (_had)
            setenv(_name, _saved.c_str(), 1);
        else
            unsetenv(_name);
    }
    ScopedVariable(const ScopedVariable&) = delete;
    ScopedVariable& operator=(const ScopedVariable&) = delete;

private:
    const char* _name;
    std::string _saved;
    bool _had;
};

/// The three locale variables for one test.
struct LocaleEnvironment {
    LocaleEnvironment(const char* lcAll, const char* lcMessages, const char* lang)
        : lcAll("LC_ALL", lcAll), lcMessages("LC_MESSAGES", lcMessages), lang("LANG", lang) {}
    ScopedVariable lcAll, lcMessages, lang;
};

TEST(Application, IsLinux) {
    EXPECT_EQ(Application::getInstance()->getTargetPlatform(), Application::Platform::OS_LINUX);
    EXPECT_EQ(static_cast<int>(Application::Platform::OS_LINUX), 1);
    EXPECT_EQ(static_cast<int>(Application::Platform::OS_WP8), 11);
    EXPECT_EQ(Application::getInstance(), Application::getInstance());
}

TEST(Application, LanguagesMapAsCocosMapsThem) {
    const std::pair<const char*, LanguageType> cases[] = {
        {"zh_CN.UTF-8", LanguageType::CHINESE},
        {"fr_FR.UTF-8", LanguageType::FRENCH},
        {"it_IT", LanguageType::ITALIAN},
        {"de_DE.UTF-8", LanguageType::GERMAN},
        {"es_ES", LanguageType::SPANISH},
        {"nl_NL", LanguageType::DUTCH},
        {"ru_RU", LanguageType::RUSSIAN},
        {"ko_KR", LanguageType::KOREAN},
        {"ja_JP.UTF-8", LanguageType::JAPANESE},
        {"hu_HU", LanguageType::HUNGARIAN},
        {"pt_BR", LanguageType::PORTUGUESE},
        {"ar_EG", LanguageType::ARABIC},
        {"nb_NO", LanguageType::NORWEGIAN},
        {"pl_PL", LanguageType::POLISH},
        {"tr_TR", LanguageType::TURKISH},
        {"uk_UA", LanguageType::UKRAINIAN},
        {"ro_RO", LanguageType::ROMANIAN},
        {"bg_BG", LanguageType::BULGARIAN},
        {"en_US.UTF-8", LanguageType::ENGLISH},
        {"sv_SE", LanguageType::ENGLISH},
        {"C", LanguageType::ENGLISH},
        {"POSIX", LanguageType::ENGLISH},
        {"", LanguageType::ENGLISH},
        {"de", LanguageType::GERMAN},
    };
    for (const auto& [locale, language] : cases)
        EXPECT_EQ(Application::languageOfLocale(locale), language) << locale;
    EXPECT_EQ(static_cast<int>(LanguageType::DUTCH), 6);
    EXPECT_EQ(static_cast<int>(LanguageType::BULGARIAN), 18);
}

TEST(Application, TheLocaleComesFromTheEnvironmentInPosixOrder) {
    auto* app = Application::getInstance();
    {
        LocaleEnvironment env(nullptr, nullptr, "fr_FR.UTF-8");
        EXPECT_EQ(app->getCurrentLanguage(), LanguageType::FRENCH);
        EXPECT_EQ(app->getCurrentLanguageCode(), "fr");
    }
    {
        LocaleEnvironment env("ja_JP.UTF-8", "de_DE", "fr_FR.UTF-8");
        EXPECT_EQ(app->getCurrentLanguage(), LanguageType::JAPANESE);
        EXPECT_EQ(app->getCurrentLanguageCode(), "ja");
    }
    {
        LocaleEnvironment env("", "de_DE", "fr_FR");
        EXPECT_EQ(app->getCurrentLanguage(), LanguageType::GERMAN) << "an empty LC_ALL is unset";
    }
    {
        LocaleEnvironment env(nullptr, nullptr, nullptr);
        EXPECT_EQ(app->getCurrentLanguage(), LanguageType::ENGLISH);
        EXPECT_EQ(app->getCurrentLanguageCode(), "en");
    }
    {
        LocaleEnvironment env("C", nullptr, nullptr);
        EXPECT_EQ(app->getCurrentLanguageCode(), "en");
    }
    {
        LocaleEnvironment env(nullptr, nullptr, "sv_SE.UTF-8");
        EXPECT_EQ(app->getCurrentLanguage(), LanguageType::ENGLISH) << "a language cocos does not know";
        EXPECT_EQ(app->getCurrentLanguageCode(), "sv");
    }
}

TEST(Application, OpenUrlIsRefusedWithoutAnOpener) {
    kite::test::ScopedLogCapture log;
    auto* app = Application::getInstance();
    app->setUrlOpener(nullptr);
    EXPECT_FALSE(app->openURL("https://example.org"));
    ASSERT_EQ(log.lines().size(), 1u);
    EXPECT_EQ(log.lines()[0],
              "[warning] Application:openURL: refused 'https://example.org': no URL opener is "
              "installed (headless run)");

    std::vector<std::string> opened;
    app->setUrlOpener([&](const std::string& url) {
        opened.push_back(url);
        return url != "https://fails.example";
    });
    EXPECT_TRUE(app->openURL("https://example.org/a b'c"));
    EXPECT_FALSE(app->openURL("https://fails.example"));
    EXPECT_FALSE(app->openURL("--help")) << "never an option for the opener";
    EXPECT_FALSE(app->openURL(""));
    ASSERT_EQ(opened.size(), 2u);
    EXPECT_EQ(opened[0], "https://example.org/a b'c") << "passed as is, no shell quoting";
    Application::destroyInstance();
    EXPECT_FALSE(Application::getInstance()->openURL("https://example.org"))
        << "a new instance has no opener";
}

// A stand-in xdg-open, alone in PATH, writes each argument it gets on a line of args.txt and fails
// for one URL: the URL arrives as one argument, as given (no shell), and its exit status is the answer.
TEST(Application, XdgOpenGetsTheUrlAsOneArgument) {
    const std::string dir = KITE_APPLICATION_TEST_DIR;
    fs::remove_all(dir);
    fs::create_directories(dir + "/bin");
    const std::string script = dir + "/bin/xdg-open";
    std::ofstream(script) << "#!/bin/sh\nfor a in \"$@\"; do printf '[%s]\\n' \"$a\"; done > \"" << dir
                          << "/args.txt\"\n[ \"$1\" != https://fails.example ]\n";
    fs::permissions(script, fs::perms::owner_all);
    auto argsGiven = [&] {
        std::stringstream text;
        text << std::ifstream(dir + "/args.txt").rdbuf();
        fs::remove(dir + "/args.txt");
        return text.str();
    };
    {
        ScopedVariable path("PATH", (dir + "/bin").c_str());
        EXPECT_TRUE(Application::openWithXdgOpen("https://example.org/a b'c;$(x)&d"));
        EXPECT_EQ(argsGiven(), "[https://example.org/a b'c;$(x)&d]\n");
        EXPECT_FALSE(Application::openWithXdgOpen("https://fails.example")) << "its exit status";
        EXPECT_EQ(argsGiven(), "[https://fails.example]\n");
    }
    kite::test::ScopedLogCapture log;
    ScopedVariable path("PATH", (dir + "/none").c_str());
    EXPECT_FALSE(Application::openWithXdgOpen("https://example.org"));
    EXPECT_EQ(log.text(), "[error] Application:openURL: cannot run xdg-open: No such file or directory\n");
}

TEST(Application, VersionIsEmptyUnlessSet) {
    Application::destroyInstance();
    EXPECT_EQ(Application::getInstance()->getVersion(), "");
    Application::getInstance()->setVersion("1.2");
    EXPECT_EQ(Application::getInstance()->getVersion(), "1.2");
    Application::destroyInstance();
}

} // namespace
