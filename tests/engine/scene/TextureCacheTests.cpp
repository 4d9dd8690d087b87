// tests/engine/scene/TextureCacheTests.cpp — textures are keyed by FileUtils' full path, as in
// cocos2d-x: a name and the same file by its full path are one texture.
#include "base/FileUtils.h"
#include "scene/Texture2D.h"
#include "scene/TextureCache.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace {

class TextureCacheTest : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        root = std::string(KITE_FILEUTILS_TEST_DIR) + "/textures/";
        fs::create_directories(root + "res/img");
        std::ofstream(root + "res/img/a.png") << "pixels"; // the fake loader reads nothing
        cc::FileUtils::destroyInstance();
        cc::FileUtils::getInstance()->setDefaultResourceRootPath(root);
        cc::FileUtils::getInstance()->addSearchPath("res");
        full = root + "res/img/a.png";
        loader.sizes[full] = {16, 8};
    }
    void TearDown() override {
        EngineTest::TearDown();
        cc::FileUtils::destroyInstance();
    }
    cc::TextureCache* cache() { return director->getTextureCache(); }
    std::string root, full;
    kite::test::FakeTextureLoader loader;
};

} // namespace

TEST_F(TextureCacheTest, ANameAndItsFullPathAreOneTexture) {
    cc::Texture2D* byName = cache()->addImage("img/a.png");
    ASSERT_NE(byName, nullptr);
    EXPECT_EQ(cache()->addImage(full), byName);
    EXPECT_EQ(loader.loads, std::vector<std::string>{full}); // loaded once, by its full path
    EXPECT_EQ(cache()->getTextureForKey("img/a.png"), byName);
    EXPECT_EQ(cache()->getTextureForKey(full), byName);
    cache()->removeTextureForKey("img/a.png");
    EXPECT_EQ(cache()->getTextureForKey(full), nullptr);
}

TEST_F(TextureCacheTest, AsyncLoadsShareTheKey) {
    cc::Texture2D* byName = cache()->addImage("img/a.png");
    cc::Texture2D* got = nullptr;
    cache()->addImageAsync(full, [&](cc::Texture2D* texture) { got = texture; });
    EXPECT_EQ(got, byName); // already cached: at once
}
