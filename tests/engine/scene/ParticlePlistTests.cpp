// tests/engine/scene/ParticlePlistTests.cpp — particle systems from cocos / Particle Designer plists:
// the keys read, the texture by name or embedded (base64 of gzip), and bad files refused by name.
#include "base/FileUtils.h"
#include "base/Log.h"
#include "scene/ParticleSystem.h"
#include "scene/Texture2D.h"

#include "EngineTest.h"
#include "FakePlatform.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>

namespace fs = std::filesystem;
using cc::ParticleSystem;

namespace {

// "FAKE 8 4" (an image the fake loader decodes to 8 x 4), gzipped then base64: Particle Designer's form.
const char* kEmbeddedGzip = "H4sIAAAAAAACA3Nz9HZVsFAwAQBZjFqjCAAAAA==";
// The same image zlib-wrapped, and stored uncompressed.
const char* kEmbeddedZlib = "eJxzc/R2VbBQMAEACLYBxA==";
const char* kEmbeddedPlain = "RkFLRSAyIDI="; // "FAKE 2 2"

class ParticlePlistTest : public kite::test::EngineTest {
protected:
    void SetUp() override {
        EngineTest::SetUp();
        // Each test its own folder: CTest runs them in parallel processes.
        root = std::string(KITE_FILEUTILS_TEST_DIR) + "/particles/" +
               ::testing::UnitTest::GetInstance()->current_test_info()->name() + "/";
        fs::remove_all(root);
        fs::create_directories(root + "fx");
        std::ofstream(root + "fx/spark.png") << "pixels"; // the fake loader reads nothing
        cc::FileUtils::destroyInstance();
        cc::FileUtils::getInstance()->setDefaultResourceRootPath(root);
        loader.sizes[root + "fx/spark.png"] = {16, 16};
        previousLog = cc::setLogHandler([this](cc::LogLevel, const char* message) { logged += message; });
    }
    void TearDown() override {
        cc::setLogHandler(previousLog);
        EngineTest::TearDown();
        cc::FileUtils::destroyInstance();
    }

    /// Writes fx/<name> with the keys given (each value is a plist element) and loads it.
    ParticleSystem* load(const std::string& name, const std::map<std::string, std::string>& keys) {
        std::ofstream out(root + "fx/" + name);
        out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\n";
        for (const auto& key : keys)
            out << "<key>" << key.first << "</key>" << key.second << "\n";
        out << "</dict></plist>\n";
        out.close();
        return cc::ParticleSystemQuad::create("fx/" + name);
    }
    static std::map<std::string, std::string> gravityKeys() {
        return {{"maxParticles", "<integer>50</integer>"},
                {"emitterType", "<integer>0</integer>"},
                {"duration", "<real>-1</real>"},
                {"particleLifespan", "<real>2</real>"},
                {"particleLifespanVariance", "<real>0.5</real>"},
                {"angle", "<real>90</real>"},
                {"angleVariance", "<real>10</real>"},
                {"speed", "<real>120</real>"},
                {"speedVariance", "<real>20</real>"},
                {"gravityx", "<real>0</real>"},
                {"gravityy", "<real>-300</real>"},
                {"radialAcceleration", "<real>5</real>"},
                {"tangentialAcceleration", "<real>-7</real>"},
                {"sourcePositionx", "<real>160</real>"},
                {"sourcePositiony", "<real>240</real>"},
                {"sourcePositionVariancex", "<real>4</real>"},
                {"sourcePositionVariancey", "<real>2</real>"},
                {"startParticleSize", "<real>32</real>"},
                {"finishParticleSize", "<real>-1</real>"},
                {"startColorRed", "<real>1</real>"},
                {"startColorGreen", "<real>0.5</real>"},
                {"startColorBlue", "<real>0.25</real>"},
                {"startColorAlpha", "<real>1</real>"},
                {"finishColorAlpha", "<real>0</real>"},
                {"rotationStart", "<real>15</real>"},
                {"rotationEnd", "<real>45</real>"},
                {"blendFuncSource", "<integer>770</integer>"},
                {"blendFuncDestination", "<integer>1</integer>"},
                {"textureFileName", "<string>spark.png</string>"}};
    }

    std::string root;
    std::string logged;
    cc::LogHandler previousLog;
    kite::test::FakeTextureLoader loader;
};

} // namespace

TEST_F(ParticlePlistTest, ReadsEveryGravityKey) {
    ParticleSystem* s = load("fire.plist", gravityKeys());
    ASSERT_NE(s, nullptr) << logged;
    EXPECT_EQ(s->getTotalParticles(), 50);
    EXPECT_EQ(s->getEmitterMode(), ParticleSystem::Mode::GRAVITY);
    EXPECT_EQ(s->getDuration(), -1.0f);
    EXPECT_EQ(s->getLife(), 2.0f);
    EXPECT_EQ(s->getLifeVar(), 0.5f);
    EXPECT_EQ(s->getEmissionRate(), 25.0f); // maxParticles / life, as cocos
    EXPECT_EQ(s->getAngle(), 90.0f);
    EXPECT_EQ(s->getAngleVar(), 10.0f);
    EXPECT_EQ(s->getSpeed(), 120.0f);
    EXPECT_EQ(s->getSpeedVar(), 20.0f);
    EXPECT_EQ(s->getGravity(), cc::Vec2(0, -300));
    EXPECT_EQ(s->getRadialAccel(), 5.0f);
    EXPECT_EQ(s->getTangentialAccel(), -7.0f);
    EXPECT_EQ(s->getPosition(), cc::Vec2(160, 240)); // the source position places the node
    EXPECT_EQ(s->getPosVar(), cc::Vec2(4, 2));
    EXPECT_EQ(s->getStartSize(), 32.0f);
    EXPECT_EQ(s->getEndSize(), ParticleSystem::START_SIZE_EQUAL_TO_END_SIZE);
    EXPECT_EQ(s->getStartColor(), cc::Color4F(1, 0.5f, 0.25f, 1));
    EXPECT_EQ(s->getEndColor(), cc::Color4F(0, 0, 0, 0));
    EXPECT_EQ(s->getStartSpin(), 15.0f);
    EXPECT_EQ(s->getEndSpin(), 45.0f);
    EXPECT_TRUE(s->isBlendAdditive()); // 770, 1: GL_SRC_ALPHA, GL_ONE
    ASSERT_NE(s->getTexture(), nullptr);
    EXPECT_EQ(s->getTexture()->getPixelsWide(), 16); // fx/spark.png: beside the plist
    EXPECT_EQ(s->getResourceFile(), root + "fx/fire.plist");
}

TEST_F(ParticlePlistTest, ReadsRadiusMode) {
    auto keys = gravityKeys();
    keys["emitterType"] = "<integer>1</integer>";
    keys["maxRadius"] = "<real>100.5</real>";
    keys["maxRadiusVariance"] = "<real>3</real>";
    keys["minRadius"] = "<real>10</real>";
    keys["rotatePerSecond"] = "<real>180</real>";
    keys["rotatePerSecondVariance"] = "<real>30</real>";
    ParticleSystem* s = load("galaxy.plist", keys);
    ASSERT_NE(s, nullptr) << logged;
    EXPECT_EQ(s->getEmitterMode(), ParticleSystem::Mode::RADIUS);
    EXPECT_EQ(s->getStartRadius(), 100.5f);
    EXPECT_EQ(s->getStartRadiusVar(), 3.0f);
    EXPECT_EQ(s->getEndRadius(), 10.0f);
    EXPECT_EQ(s->getRotatePerSecond(), 180.0f);
    EXPECT_EQ(s->getRotatePerSecondVar(), 30.0f);
    // Particle Designer 2 files (a configName) keep whole radii, as cocos reads them with asInt.
    keys["configName"] = "<string>galaxy</string>";
    ParticleSystem* designer = load("galaxy2.plist", keys);
    ASSERT_NE(designer, nullptr) << logged;
    EXPECT_EQ(designer->getStartRadius(), 100.0f);
}

TEST_F(ParticlePlistTest, ReadsEmbeddedTexturesGzippedZlibbedOrPlain) {
    auto keys = gravityKeys();
    keys["textureFileName"] = "<string>not-on-disk.png</string>";
    keys["textureImageData"] = std::string("<string>") + kEmbeddedGzip + "</string>";
    ParticleSystem* gz = load("gz.plist", keys);
    ASSERT_NE(gz, nullptr) << logged;
    ASSERT_NE(gz->getTexture(), nullptr);
    EXPECT_EQ(gz->getTexture()->getPixelsWide(), 8);
    EXPECT_EQ(gz->getTexture()->getPixelsHigh(), 4);
    keys["textureFileName"] = "<string>z.png</string>";
    keys["textureImageData"] = std::string("<string>\n  ") + kEmbeddedZlib + "\n</string>";
    ParticleSystem* z = load("z.plist", keys);
    ASSERT_NE(z, nullptr) << logged;
    EXPECT_EQ(z->getTexture()->getPixelsWide(), 8);
    keys["textureFileName"] = "<string></string>";
    keys["textureImageData"] = std::string("<string>") + kEmbeddedPlain + "</string>";
    ParticleSystem* plain = load("plain.plist", keys);
    ASSERT_NE(plain, nullptr) << logged;
    EXPECT_EQ(plain->getTexture()->getPixelsWide(), 2);
}

TEST_F(ParticlePlistTest, BadFilesAreRefusedNamingTheFileAndTheProblem) {
    struct Case {
        const char* key;
        const char* value;
        const char* expected;
    };
    const Case cases[] = {
        {"emitterType", "<integer>3</integer>", "emitterType 3"},
        {"maxParticles", "<integer>100000000</integer>", "maxParticles 100000000 is out of range"},
        {"maxParticles", "<integer>-5</integer>", "maxParticles -5 is out of range"},
        {"angle", "<string>up</string>", "'angle' is not a number"},
        {"speed", "<real>1e300</real>", "'speed' is out of range"},
        {"textureFileName", "<string>missing.png</string>", "'fx/missing.png' cannot be loaded"},
        {"textureImageData", "<string>***</string>", "textureImageData: bad base64"},
        {"textureImageData", "<string>H4sIAAAAAAACA3Nz9HZV</string>",
         "textureImageData: compressed data cut short"},
        {"textureImageData", "<string>aGVsbG8gd29ybGQ=</string>", "textureImageData is not an image"},
        {"blendFuncSource", "<integer>776</integer>", "is not supported by Kite"},
        {"textureFileName", "<integer>4</integer>", "'textureFileName' is not a string"},
    };
    int i = 0;
    for (const Case& c : cases) {
        auto keys = gravityKeys();
        if (std::string(c.key) == "textureImageData") keys["textureFileName"] = "<string>gone.png</string>";
        keys[c.key] = c.value;
        logged.clear();
        const std::string name = "bad" + std::to_string(i++) + ".plist";
        EXPECT_EQ(load(name, keys), nullptr) << c.key;
        EXPECT_NE(logged.find("fx/" + name), std::string::npos) << logged;
        EXPECT_NE(logged.find(c.expected), std::string::npos) << c.key << ": " << logged;
    }
}

TEST_F(ParticlePlistTest, MissingAndMalformedFilesGiveNull) {
    EXPECT_EQ(cc::ParticleSystemQuad::create("fx/none.plist"), nullptr);
    EXPECT_NE(logged.find("fx/none.plist"), std::string::npos) << logged;
    std::ofstream(root + "fx/broken.plist") << "<plist><dict><key>angle</key>";
    EXPECT_EQ(cc::ParticleSystem::create("fx/broken.plist"), nullptr);
    EXPECT_NE(logged.find("broken.plist"), std::string::npos) << logged;
    std::ofstream(root + "fx/array.plist") << "<plist><array/></plist>";
    EXPECT_EQ(cc::ParticleSystem::create("fx/array.plist"), nullptr);
    EXPECT_NE(logged.find("not a particle plist"), std::string::npos) << logged;
}
