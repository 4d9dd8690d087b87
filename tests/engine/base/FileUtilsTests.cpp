// tests/engine/base/FileUtilsTests.cpp — cc::FileUtils: cocos's lookup order and cache, the guard
// against leaving the game's folders, the writable path, reading, writing and listing. Every file
// is made under the test's own folder in the build tree (KITE_FILEUTILS_TEST_DIR).
#include "base/FileUtils.h"
#include "base/Log.h"

#include <gtest/gtest.h>

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

class FileUtilsTest : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        dir = std::string(KITE_FILEUTILS_TEST_DIR) + "/" + info->name() + "/";
        fs::remove_all(dir);
        fs::create_directories(dir + "game");
        root = dir + "game/";
        cc::FileUtils::destroyInstance();
        files = cc::FileUtils::getInstance();
        files->setDefaultResourceRootPath(root);
        files->setWritablePath(dir + "save");
        previousLog = cc::setLogHandler([this](cc::LogLevel level, const char* text) {
            (level == cc::LogLevel::Error ? errors : infos).push_back(text);
        });
    }
    void TearDown() override {
        cc::setLogHandler(previousLog);
        cc::FileUtils::destroyInstance();
    }
    void write(const std::string& path, const std::string& text) {
        fs::create_directories(fs::path(path).parent_path());
        std::ofstream(path, std::ios::binary) << text;
    }
    bool errorMentions(const std::string& text) const {
        for (const std::string& e : errors)
            if (e.find(text) != std::string::npos) return true;
        return false;
    }

    std::string dir, root;
    cc::FileUtils* files = nullptr;
    cc::LogHandler previousLog;
    std::vector<std::string> errors, infos;
};

TEST_F(FileUtilsTest, DefaultsAreCocos) {
    EXPECT_EQ(files->getDefaultResourceRootPath(), root);
    EXPECT_EQ(files->getSearchPaths(), std::vector<std::string>{root});
    EXPECT_EQ(files->getSearchResolutionsOrder(), std::vector<std::string>{""});
    EXPECT_TRUE(files->isPopupNotify());
}

TEST_F(FileUtilsTest, SearchPathsArePrefixedAndEndInASlash) {
    files->addSearchPath("src");
    files->addSearchPath("res/", true);
    files->addSearchPath("/abs/where");
    EXPECT_EQ(files->getSearchPaths(),
              (std::vector<std::string>{root + "res/", root, root + "src/", "/abs/where/"}));
    EXPECT_EQ(files->getOriginalSearchPaths(), (std::vector<std::string>{"res/", "src", "/abs/where"}));
    // setSearchPaths replaces them, and appends the default root unless it is in the list.
    files->setSearchPaths({"a", "b/"});
    EXPECT_EQ(files->getSearchPaths(), (std::vector<std::string>{root + "a/", root + "b/", root}));
    files->setSearchPaths({"a", ""});
    EXPECT_EQ(files->getSearchPaths(), (std::vector<std::string>{root + "a/", root}));
}

TEST_F(FileUtilsTest, ResolutionOrdersEndInASlashAndKeepTheDefault) {
    files->setSearchResolutionsOrder({"hd", "sd/"});
    EXPECT_EQ(files->getSearchResolutionsOrder(), (std::vector<std::string>{"hd/", "sd/", ""}));
    files->addSearchResolutionsOrder("xhd", true);
    EXPECT_EQ(files->getSearchResolutionsOrder(), (std::vector<std::string>{"xhd/", "hd/", "sd/", ""}));
}

TEST_F(FileUtilsTest, LooksUpEachSearchPathThenEachResolution) {
    write(root + "res/img/hd/a.png", "res-hd");
    write(root + "src/img/a.png", "src");
    files->addSearchPath("src");
    files->addSearchPath("res");
    files->setSearchResolutionsOrder({"hd"});
    // search path outer, resolution inner: every resolution of src/ before any of res/
    EXPECT_EQ(files->fullPathForFilename("img/a.png"), root + "src/img/a.png");
    fs::remove(root + "src/img/a.png");
    files->purgeCachedEntries();
    EXPECT_EQ(files->fullPathForFilename("img/a.png"), root + "res/img/hd/a.png");
    write(root + "res/img/a.png", "res");
    fs::remove(root + "res/img/hd/a.png");
    files->purgeCachedEntries();
    EXPECT_EQ(files->fullPathForFilename("img/a.png"), root + "res/img/a.png");
}

TEST_F(FileUtilsTest, MissingNamesGiveAnEmptyPathAndANoticeUnlessSilenced) {
    EXPECT_EQ(files->fullPathForFilename("nope.png"), "");
    ASSERT_EQ(infos.size(), 1u);
    EXPECT_NE(infos[0].find("No file found at nope.png"), std::string::npos) << infos[0];
    files->setPopupNotify(false);
    EXPECT_EQ(files->fullPathForFilename("nope.png"), "");
    EXPECT_EQ(infos.size(), 1u);
    EXPECT_EQ(files->fullPathForFilename(""), "");
    EXPECT_FALSE(files->isFileExist("nope.png"));
}

TEST_F(FileUtilsTest, AbsolutePathsAreReturnedAsGiven) {
    EXPECT_EQ(files->fullPathForFilename("/no/such/file.png"), "/no/such/file.png");
    EXPECT_TRUE(files->isAbsolutePath("/x"));
    EXPECT_FALSE(files->isAbsolutePath("x"));
    EXPECT_FALSE(files->isFileExist("/no/such/file.png"));
}

TEST_F(FileUtilsTest, TheCacheKeepsAFoundPathUntilPurged) {
    write(root + "a.txt", "root");
    files->addSearchPath("late");
    EXPECT_EQ(files->fullPathForFilename("a.txt"), root + "a.txt");
    fs::remove(root + "a.txt");
    write(root + "late/a.txt", "late");
    EXPECT_EQ(files->fullPathForFilename("a.txt"), root + "a.txt"); // cached, as in cocos
    files->purgeCachedEntries();
    EXPECT_EQ(files->fullPathForFilename("a.txt"), root + "late/a.txt");
}

TEST_F(FileUtilsTest, FoldersAreFoundThroughTheSearchPaths) {
    fs::create_directories(root + "res/levels");
    files->addSearchPath("res");
    EXPECT_TRUE(files->isDirectoryExist("levels"));
    EXPECT_TRUE(files->isDirectoryExist("levels/"));
    EXPECT_FALSE(files->isDirectoryExist("nope"));
    EXPECT_FALSE(files->isFileExist("levels")); // a folder is not a file
    EXPECT_TRUE(files->isDirectoryExist(root + "res"));
}

TEST_F(FileUtilsTest, DotDotIsResolvedAndMayNotLeaveTheGame) {
    write(dir + "secret.txt", "outside");
    write(root + "src/x.lua", "x");
    write(root + "top.txt", "top");
    files->addSearchPath("src");
    EXPECT_EQ(files->fullPathForFilename("../secret.txt"), "");
    EXPECT_TRUE(errorMentions("'../secret.txt' resolves outside the game's folders"))
        << ::testing::PrintToString(errors);
    EXPECT_EQ(files->getStringFromFile("../secret.txt"), "");
    // inside: src/../top.txt is the root's top.txt
    EXPECT_EQ(files->fullPathForFilename("../top.txt"), root + "top.txt");
    EXPECT_EQ(files->fullPathForFilename("src/../top.txt"), root + "top.txt");
    // an explicit absolute path is the game's own choice
    EXPECT_EQ(files->getStringFromFile(dir + "secret.txt"), "outside");
}

TEST_F(FileUtilsTest, ARelativeSearchPathMayNotLeaveTheGame) {
    files->addSearchPath("../");
    EXPECT_TRUE(errorMentions("search path '../' leaves the game folder"));
    EXPECT_EQ(files->getSearchPaths(), std::vector<std::string>{root});
    files->addSearchPath("res/../lib");
    EXPECT_EQ(files->getSearchPaths().back(), root + "lib/");
}

TEST_F(FileUtilsTest, WritablePathIsPerGameAndCreatedOnFirstUse) {
    cc::FileUtils::destroyInstance();
    files = cc::FileUtils::getInstance();
    files->setDefaultResourceRootPath(root);
    std::string data = dir + "xdg";
    const char* previous = std::getenv("XDG_DATA_HOME");
    std::string saved = previous ? previous : "";
    setenv("XDG_DATA_HOME", data.c_str(), 1);
    EXPECT_FALSE(fs::exists(data + "/kite/game"));
    EXPECT_EQ(files->getWritablePath(), data + "/kite/game/"); // the root's folder name
    EXPECT_TRUE(fs::is_directory(data + "/kite/game"));
    cc::FileUtils::destroyInstance();
    files = cc::FileUtils::getInstance();
    files->setGameIdentity("breakout");
    EXPECT_EQ(files->getWritablePath(), data + "/kite/breakout/");
    EXPECT_EQ(cc::FileUtils::writablePathFor("breakout"), data + "/kite/breakout/");
    files->setWritablePath(dir + "elsewhere");
    EXPECT_EQ(files->getWritablePath(), dir + "elsewhere/");
    if (previous)
        setenv("XDG_DATA_HOME", saved.c_str(), 1);
    else
        unsetenv("XDG_DATA_HOME");
}

TEST_F(FileUtilsTest, WritesGoUnderTheWritablePathAndReadBack) {
    std::string save = files->getWritablePath();
    EXPECT_EQ(save, dir + "save/");
    ASSERT_TRUE(files->writeStringToFile(std::string("a\0b", 3), "slot.bin"));
    EXPECT_EQ(fs::file_size(save + "slot.bin"), 3u);
    EXPECT_EQ(files->getDataFromFile(save + "slot.bin"), std::string("a\0b", 3));
    EXPECT_EQ(files->getFileSize(save + "slot.bin"), 3);
    // as in cocos, the writable path is searched only once a game adds it
    EXPECT_EQ(files->getFileSize("slot.bin"), 0);
    files->addSearchPath(save, true);
    EXPECT_EQ(files->getStringFromFile("slot.bin"), std::string("a\0b", 3));
    EXPECT_EQ(files->getFileSize("slot.bin"), 3);
    EXPECT_EQ(files->getFileSize("nope.bin"), 0);         // cocos: 0 for a name not found
    EXPECT_EQ(files->getFileSize(save + "nope.bin"), -1); // -1 for a path that cannot be read
    EXPECT_FALSE(files->writeStringToFile("x", "../escape.txt"));
    EXPECT_TRUE(errorMentions("'../escape.txt' leaves the writable path"));
    EXPECT_FALSE(fs::exists(dir + "escape.txt"));
}

TEST_F(FileUtilsTest, FoldersAreMadeRenamedAndRemoved) {
    std::string save = files->getWritablePath();
    ASSERT_TRUE(files->createDirectory("a/b/c"));
    EXPECT_TRUE(fs::is_directory(save + "a/b/c"));
    EXPECT_TRUE(files->createDirectory("a/b/c")); // already there
    ASSERT_TRUE(files->writeStringToFile("1", "a/one.txt"));
    ASSERT_TRUE(files->renameFile(save + "a/", "one.txt", "two.txt"));
    EXPECT_TRUE(fs::exists(save + "a/two.txt"));
    ASSERT_TRUE(files->renameFile("a/two.txt", "a/three.txt"));
    EXPECT_TRUE(fs::exists(save + "a/three.txt"));
    EXPECT_FALSE(files->renameFile("a/nope.txt", "a/four.txt"));
    EXPECT_TRUE(errorMentions("cannot rename 'a/nope.txt'"));
    ASSERT_TRUE(files->removeFile("a/three.txt"));
    EXPECT_FALSE(fs::exists(save + "a/three.txt"));
    EXPECT_FALSE(files->removeFile("a/three.txt"));
    EXPECT_FALSE(files->removeFile("a/b")); // a folder
    ASSERT_TRUE(files->removeDirectory("a/"));
    EXPECT_FALSE(fs::exists(save + "a"));
    EXPECT_FALSE(files->removeDirectory(""));
    EXPECT_FALSE(files->removeDirectory("./"));
    EXPECT_TRUE(fs::is_directory(save)); // never the writable path itself
}

TEST_F(FileUtilsTest, ListsAFolderSortedWithFoldersEndingInASlash) {
    write(root + "res/b.txt", "b");
    write(root + "res/a.txt", "a");
    fs::create_directories(root + "res/sub");
    write(root + "res/sub/c.txt", "c");
    EXPECT_EQ(files->listFiles("res"),
              (std::vector<std::string>{root + "res/a.txt", root + "res/b.txt", root + "res/sub/"}));
    EXPECT_EQ(files->listFiles(root + "res/sub"), std::vector<std::string>{root + "res/sub/c.txt"});
    EXPECT_TRUE(files->listFiles("nope").empty());
    std::vector<std::string> all;
    files->listFilesRecursively("res", &all);
    EXPECT_EQ(all, (std::vector<std::string>{root + "res/a.txt", root + "res/b.txt", root + "res/sub/",
                                             root + "res/sub/c.txt"}));
}

TEST_F(FileUtilsTest, FileExtensionsAreLowerCaseWithTheirDot) {
    EXPECT_EQ(files->getFileExtension("a/b.PNG"), ".png");
    EXPECT_EQ(files->getFileExtension("a.b/c"), "");
    EXPECT_EQ(files->getFileExtension("noext"), "");
    EXPECT_EQ(files->fullPathFromRelativeFile("b.png", "/x/y/a.plist"), "/x/y/b.png");
}

TEST_F(FileUtilsTest, BadInputIsAnErrorNamingTheFile) {
    std::string contents, error;
    EXPECT_FALSE(files->getContents("missing.txt", &contents, &error));
    EXPECT_EQ(error, "missing.txt: no such file in the search paths");
    fs::create_directories(root + "folder");
    EXPECT_FALSE(files->getContents(root + "folder", &contents, &error));
    EXPECT_EQ(error, root + "folder: it is a folder, not a file");
    EXPECT_EQ(files->getStringFromFile("missing.txt"), "");
    EXPECT_TRUE(errorMentions("cannot read missing.txt"));
}

TEST_F(FileUtilsTest, NamesThatAreNotUtf8Work) {
    const std::string name = "caf\xe9-\xff.txt"; // Latin-1 bytes, not UTF-8
    ASSERT_TRUE(files->writeStringToFile("bytes", name));
    EXPECT_EQ(files->getStringFromFile(files->getWritablePath() + name), "bytes");
    EXPECT_EQ(files->listFiles(files->getWritablePath()),
              std::vector<std::string>{files->getWritablePath() + name});
    std::string contents, error;
    EXPECT_FALSE(files->getContents("nope-\xff.txt", &contents, &error));
    EXPECT_EQ(error, "nope-\xff.txt: no such file in the search paths");
}

TEST_F(FileUtilsTest, FilesOverTheCapAreRefused) {
    std::string big = root + "big.bin";
    {
        std::ofstream out(big, std::ios::binary);
        out.seekp(cc::FileUtils::kMaxReadSize); // sparse: one byte past the cap
        out.put('x');
    }
    std::string contents, error;
    EXPECT_FALSE(files->getContents("big.bin", &contents, &error));
    EXPECT_NE(error.find("big.bin: it is 268435457 bytes, over the 256 MiB"), std::string::npos) << error;
    EXPECT_TRUE(contents.empty());
}

// Permissions do not bind root: run as root (CI's containers), the checks run in a child that has
// become nobody, and its failures fail the test. Skipped only when nobody cannot reach @p probe (a
// build tree inside a private folder).
enum { kChildPassed = 0, kChildFailed = 1, kNoNobody = 2, kProbeUnreachable = 3 };
template <typename Checks> void withoutPrivileges(const std::string& probe, Checks checks) {
    if (geteuid() != 0) {
        checks();
        return;
    }
    pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        if (setgid(65534) != 0 || setuid(65534) != 0) _exit(kNoNobody);
        if (access(probe.c_str(), R_OK) != 0) _exit(kProbeUnreachable);
        checks();
        _exit(::testing::Test::HasFailure() ? kChildFailed : kChildPassed);
    }
    int status = 0;
    ASSERT_EQ(waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status)) << "status " << status;
    if (WEXITSTATUS(status) == kProbeUnreachable) GTEST_SKIP() << "user nobody cannot reach " << probe;
    EXPECT_EQ(WEXITSTATUS(status), kChildPassed)
        << "the checks failed as nobody (2: could not become nobody)";
}

TEST_F(FileUtilsTest, UnreadableFoldersAndFilesAreErrors) {
    write(root + "locked/a.txt", "a");
    write(root + "closed.txt", "c");
    write(root + "open.txt", "o");
    chmod((root + "closed.txt").c_str(), 0);
    chmod((root + "locked").c_str(), 0);
    withoutPrivileges(root + "open.txt", [&] {
        std::string contents, error;
        EXPECT_FALSE(files->getContents("closed.txt", &contents, &error));
        EXPECT_EQ(error, "closed.txt: Permission denied");
        EXPECT_TRUE(files->listFiles("locked").empty());
        EXPECT_TRUE(errorMentions("cannot list 'locked'"));
    });
    chmod((root + "locked").c_str(), 0755);
    chmod((root + "closed.txt").c_str(), 0644);
}

} // namespace
