// tests/engine/data/UserDefaultTests.cpp — cc::UserDefault: cocos's getters and defaults, saving at
// every change, corrupt files set aside (never overwritten), and saves that survive a kill at any
// moment (a child process killed by the fault-injection hook, and by SIGKILL from outside).
#include "KiteTestSupport.h"
#include "base/FileUtils.h"
#include "data/AtomicFile.h"
#include "data/UserDefault.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <poll.h>
#include <sstream>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;
using cc::UserDefault;

namespace {

std::string readFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeFile(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

/// Each test gets an empty folder of its own under the build directory as FileUtils' writable path,
/// where UserDefault saves; log lines are collected (log.text()).
class UserDefaultTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir = std::string(KITE_TEST_WORK_DIR) + "/" +
              ::testing::UnitTest::GetInstance()->current_test_info()->name();
        fs::remove_all(dir);
        fs::create_directories(dir);
        path = dir + "/UserDefault.xml";
        cc::FileUtils::getInstance()->setWritablePath(dir);
    }
    void TearDown() override {
        UserDefault::destroyInstance();
        cc::FileUtils::destroyInstance();
    }
    /// Destroys and remakes the instance: the values come from the file again.
    UserDefault* reload() {
        UserDefault::destroyInstance();
        return UserDefault::getInstance();
    }

    std::string dir, path;
    kite::test::ScopedLogCapture log;
};

TEST_F(UserDefaultTest, ValuesOfEveryTypeAreSavedAtOnce) {
    auto* ud = UserDefault::getInstance();
    EXPECT_EQ(UserDefault::getXMLFilePath(), path);
    EXPECT_TRUE(UserDefault::isXMLFileExist()) << "cocos makes the file with the instance";
    ud->setBoolForKey("sound", true);
    ud->setIntegerForKey("highScore", 1200);
    ud->setFloatForKey("volume", 0.1f);
    ud->setDoubleForKey("time", 0.1);
    ud->setStringForKey("name", "Ada");
    EXPECT_FALSE(ud->hasUnsavedChanges());
    // Read by another reader straight from the disk: each set was saved without flush().
    std::string text = readFile(path);
    EXPECT_NE(text.find("<sound>true</sound>"), std::string::npos) << text;
    EXPECT_NE(text.find("<highScore>1200</highScore>"), std::string::npos) << text;
    EXPECT_NE(text.find("<volume>0.1</volume>"), std::string::npos) << text;
    ud = reload();
    EXPECT_EQ(ud->getBoolForKey("sound"), true);
    EXPECT_EQ(ud->getIntegerForKey("highScore"), 1200);
    EXPECT_EQ(ud->getFloatForKey("volume"), 0.1f);
    EXPECT_EQ(ud->getDoubleForKey("time"), 0.1);
    EXPECT_EQ(ud->getStringForKey("name"), "Ada");
    EXPECT_EQ(log.text(), "");
}

TEST_F(UserDefaultTest, MissingKeysGiveTheDefaults) {
    auto* ud = UserDefault::getInstance();
    EXPECT_EQ(ud->getBoolForKey("x"), false);
    EXPECT_EQ(ud->getBoolForKey("x", true), true);
    EXPECT_EQ(ud->getIntegerForKey("x"), 0);
    EXPECT_EQ(ud->getIntegerForKey("x", 7), 7);
    EXPECT_EQ(ud->getFloatForKey("x"), 0.0f);
    EXPECT_EQ(ud->getFloatForKey("x", 1.5f), 1.5f);
    EXPECT_EQ(ud->getDoubleForKey("x"), 0.0);
    EXPECT_EQ(ud->getDoubleForKey("x", 2.5), 2.5);
    EXPECT_EQ(ud->getStringForKey("x"), "");
    EXPECT_EQ(ud->getStringForKey("x", "dflt"), "dflt");
    ud->setStringForKey("x", "");
    EXPECT_EQ(ud->getStringForKey("x", "dflt"), "dflt") << "an empty value reads as missing, as in cocos";
    ud->setIntegerForKey("n", 5);
    ud->deleteValueForKey("n");
    EXPECT_EQ(ud->getIntegerForKey("n", -1), -1);
    EXPECT_EQ(reload()->getIntegerForKey("n", -1), -1) << "the delete was saved";
}

TEST_F(UserDefaultTest, GettersConvertLikeCocos) {
    writeFile(path, "<userDefaultRoot><i>12abc</i><neg> -3</neg><big>99999999999</big><b1>true</b1>"
                    "<b2>TRUE</b2><b3>1</b3><d>2.5e3x</d><junk>abc</junk><s>3</s></userDefaultRoot>");
    auto* ud = UserDefault::getInstance();
    EXPECT_EQ(ud->getIntegerForKey("i"), 12);
    EXPECT_EQ(ud->getIntegerForKey("neg"), -3);
    EXPECT_EQ(ud->getIntegerForKey("big"), 2147483647);
    EXPECT_EQ(ud->getIntegerForKey("junk", 9), 0) << "present but not a number reads as atoi does";
    EXPECT_EQ(ud->getBoolForKey("b1", false), true);
    EXPECT_EQ(ud->getBoolForKey("b2", true), false) << "only the text 'true' is true";
    EXPECT_EQ(ud->getBoolForKey("b3", true), false);
    EXPECT_EQ(ud->getDoubleForKey("d"), 2500.0);
    EXPECT_EQ(ud->getDoubleForKey("i"), 12.0);
    EXPECT_EQ(ud->getStringForKey("s"), "3");
    EXPECT_EQ(ud->getStringForKey("i"), "12abc");
}

TEST_F(UserDefaultTest, NumbersReadBackExactly) {
    auto* ud = UserDefault::getInstance();
    for (double d : {0.1, 1e-300, -123456.789012345, 1.0 / 3.0, 1e300}) {
        ud->setDoubleForKey("d", d);
        EXPECT_EQ(reload()->getDoubleForKey("d"), d);
        ud = UserDefault::getInstance();
    }
    ud->setIntegerForKey("i", -2147483647 - 1);
    EXPECT_EQ(reload()->getIntegerForKey("i"), -2147483647 - 1);
}

TEST_F(UserDefaultTest, KeysThatAreNotXmlNamesReadBack) {
    auto* ud = UserDefault::getInstance();
    const char* keys[] = {"player name", "", "1st", "a/b", "kite-key", "xmlish", "\xc3\xbc"};
    for (const char* key : keys)
        ud->setStringForKey(key, std::string("v:") + key);
    ud = reload();
    for (const char* key : keys)
        EXPECT_EQ(ud->getStringForKey(key), std::string("v:") + key) << key;
    EXPECT_EQ(log.text(), "");
}

TEST_F(UserDefaultTest, ANulByteIsRefusedNotTruncated) {
    auto* ud = UserDefault::getInstance();
    ud->setStringForKey("k", "old");
    ud->setStringForKey("k", std::string("a\0b", 3));
    EXPECT_EQ(ud->getStringForKey("k"), "old");
    EXPECT_NE(log.text().find("[error] UserDefault: the value for key 'k' contains a NUL byte"),
              std::string::npos)
        << log.text();
}

// Each kind of foreign or broken file: set aside byte for byte, reported naming both files, and the
// game goes on with a fresh, valid file.
TEST_F(UserDefaultTest, CorruptFilesAreSetAsideNeverOverwritten) {
    const std::string corruptions[] = {
        "not xml at all",
        std::string("\x00\x01\x02\xff binary", 12),
        "<userDefaultRoot><a>1</a>",
        "<plist version=\"1.0\"><dict/></plist>",
        "<userDefaultRoot><a><b>1</b></a></userDefaultRoot>",
        "<userDefaultRoot>" + std::string(cc::UserDefaultFile::kMaxFileSize, ' ') + "</userDefaultRoot>",
    };
    int n = 0;
    for (const std::string& bad : corruptions) {
        ++n;
        UserDefault::destroyInstance();
        writeFile(path, bad);
        log.clear();
        auto* ud = UserDefault::getInstance();
        std::string aside = path + ".corrupt-" + std::to_string(n);
        EXPECT_EQ(readFile(aside), bad) << "corruption " << n;
        EXPECT_NE(log.text().find("[error] UserDefault: " + path + ": "), std::string::npos) << log.text();
        EXPECT_NE(log.text().find("it was moved to " + aside), std::string::npos) << log.text();
        EXPECT_EQ(ud->getIntegerForKey("a", -1), -1);
        ud->setIntegerForKey("a", n);
        EXPECT_EQ(reload()->getIntegerForKey("a"), n) << "the fresh file is valid";
    }
}

// When a corrupt file cannot be moved aside (here every .corrupt-<n> name is taken), UserDefault
// never writes over it: values live in memory only, and the error says why.
TEST_F(UserDefaultTest, ACorruptFileThatCannotBeMovedIsNeverWritten) {
    for (int n = 1; n < 1000; ++n)
        writeFile(path + ".corrupt-" + std::to_string(n), "");
    writeFile(path, "not xml");
    auto* ud = UserDefault::getInstance();
    ud->setIntegerForKey("a", 1);
    EXPECT_EQ(ud->getIntegerForKey("a"), 1) << "kept in memory";
    EXPECT_TRUE(ud->hasUnsavedChanges());
    ud->flush();
    UserDefault::destroyInstance();
    EXPECT_EQ(readFile(path), "not xml");
    EXPECT_NE(log.text().find("[error] UserDefault: " + path + ": not XML"), std::string::npos) << log.text();
    EXPECT_NE(
        log.text().find("it cannot be moved aside (" + path +
                        ".corrupt-1 to .corrupt-999 are all taken), so UserDefault will not write to it"),
        std::string::npos)
        << log.text();
    EXPECT_EQ(log.lines().size(), 1u) << "one error: " << log.text();
}

TEST_F(UserDefaultTest, TheFileFollowsTheWritablePathWhenTheInstanceIsMade) {
    UserDefault::getInstance()->setIntegerForKey("a", 1);
    cc::FileUtils::getInstance()->setWritablePath(dir + "/other/nested");
    EXPECT_EQ(UserDefault::getXMLFilePath(), path) << "the live instance keeps its file, as cocos's";
    UserDefault::destroyInstance();
    EXPECT_EQ(UserDefault::getXMLFilePath(), dir + "/other/nested/UserDefault.xml");
    EXPECT_FALSE(fs::exists(dir + "/other")) << "asking for the path creates nothing";
    EXPECT_EQ(UserDefault::getInstance()->getIntegerForKey("a", -1), -1);
    EXPECT_TRUE(fs::exists(dir + "/other/nested/UserDefault.xml")) << "the folder is made";
    cc::FileUtils::getInstance()->setWritablePath(dir + "/");
    EXPECT_EQ(reload()->getIntegerForKey("a", -1), 1);
}

TEST_F(UserDefaultTest, AFailedSaveIsReportedAndFlushTriesAgain) {
    auto* ud = UserDefault::getInstance();
    ud->setIntegerForKey("a", 1);
    fs::create_directory(path + ".tmp"); // the temporary file cannot be made
    ud->setIntegerForKey("a", 2);
    ud->setIntegerForKey("b", 3);
    EXPECT_TRUE(ud->hasUnsavedChanges());
    EXPECT_EQ(log.lines().size(), 1u) << "one report for the failing saves: " << log.text();
    EXPECT_NE(log.text().find("[error] UserDefault: " + path + ".tmp: cannot create"), std::string::npos)
        << log.text();
    EXPECT_NE(readFile(path).find("<a>1</a>"), std::string::npos) << "the old file is intact";
    fs::remove(path + ".tmp");
    ud->flush();
    EXPECT_FALSE(ud->hasUnsavedChanges());
    ud = reload();
    EXPECT_EQ(ud->getIntegerForKey("a"), 2);
    EXPECT_EQ(ud->getIntegerForKey("b"), 3);
}

// A child saves a = 1, then is killed inside the save of a = 2: the file still reads a = 1.
void killAt(cc::AtomicWriteStage stage, const std::string& dir, const std::string& path) {
    static cc::AtomicWriteStage s_stage;
    s_stage = stage;
    pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        cc::FileUtils::getInstance()->setWritablePath(dir);
        UserDefault::getInstance()->setIntegerForKey("a", 1);
        cc::setAtomicWriteHook([](cc::AtomicWriteStage at) {
            if (at == s_stage) raise(SIGKILL);
        });
        UserDefault::getInstance()->setIntegerForKey("a", 2);
        _exit(3); // not reached when the hook works
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) << "status " << status;
    EXPECT_NE(readFile(path).find("<a>1</a>"), std::string::npos) << readFile(path);
}

TEST_F(UserDefaultTest, AProcessKilledWhileSavingKeepsTheOldFile) {
    for (auto stage : {cc::AtomicWriteStage::TempHalfWritten, cc::AtomicWriteStage::TempSynced}) {
        killAt(stage, dir, path);
        log.clear();
        EXPECT_EQ(reload()->getIntegerForKey("a"), 1);
        EXPECT_EQ(log.text(), "") << "no corruption reported";
        UserDefault::destroyInstance();
        fs::remove(path);
    }
}

// A child saves a counter as fast as it can and is SIGKILLed from outside at random moments: the
// file is always valid and holds a value the child reached.
TEST_F(UserDefaultTest, SigkillAtAnyMomentNeverCorruptsTheFile) {
    UserDefault::destroyInstance();
    unsigned seed = 12345;
    for (int round = 0; round < 6; ++round) {
        // The child says when its first value is saved: on a loaded machine a fixed sleep could end
        // before the first write, and the kill would test nothing (or find no file at all).
        int saved[2];
        ASSERT_EQ(pipe(saved), 0);
        pid_t child = fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            close(saved[0]);
            cc::FileUtils::getInstance()->setWritablePath(dir);
            auto* ud = UserDefault::getInstance();
            int start = ud->getIntegerForKey("count");
            for (int i = start + 1;; ++i) {
                ud->setIntegerForKey("count", i);
                ud->setStringForKey("padding", std::string(static_cast<size_t>(i % 5000), 'x'));
                if (i == start + 1) {
                    const char one = 1;
                    (void)!write(saved[1], &one, 1);
                    close(saved[1]);
                }
            }
        }
        close(saved[1]);
        pollfd firstSave{saved[0], POLLIN, 0};
        char one = 0;
        const bool savedOnce = poll(&firstSave, 1, 10000) == 1 && read(saved[0], &one, 1) == 1;
        close(saved[0]);
        seed = seed * 1103515245u + 12345u;
        std::this_thread::sleep_for(std::chrono::milliseconds(20 + (seed >> 16) % 80));
        kill(child, SIGKILL);
        int status = 0;
        ASSERT_EQ(waitpid(child, &status, 0), child);
        ASSERT_TRUE(savedOnce) << "round " << round << ": the child saved nothing in 10 s";
        log.clear();
        int count = reload()->getIntegerForKey("count", -1);
        EXPECT_GE(count, 0) << "round " << round;
        EXPECT_EQ(log.text(), "") << "round " << round;
        EXPECT_FALSE(fs::exists(path + ".corrupt-1"));
        UserDefault::destroyInstance();
    }
}

} // namespace
