// tests/engine/scene/DrawNodeTests.cpp
#include "scene/DrawNode.h"

#include <gtest/gtest.h>

using PrimitiveType = cc::DrawNode::PrimitiveType;

TEST(DrawNode, RecordsEveryPrimitiveInOrder) {
    cc::DrawNode* draw = cc::DrawNode::create(2.0f);
    draw->drawDot(cc::Vec2(1, 2), 3, cc::Color4F::RED);
    draw->drawLine(cc::Vec2(0, 0), cc::Vec2(10, 0), cc::Color4F::GREEN);
    draw->drawSegment(cc::Vec2(0, 0), cc::Vec2(0, 10), 4, cc::Color4F::BLUE);
    draw->drawRect(cc::Vec2(0, 0), cc::Vec2(10, 5), cc::Color4F::WHITE);
    draw->drawSolidRect(cc::Vec2(0, 0), cc::Vec2(10, 5), cc::Color4F::YELLOW);
    draw->drawCircle(cc::Vec2(5, 5), 5, 0, 16, true, cc::Color4F::WHITE);
    draw->drawSolidCircle(cc::Vec2(5, 5), 5, 0, 16, 2, 1, cc::Color4F::RED);
    const cc::Vec2 tri[3] = {{0, 0}, {4, 0}, {2, 3}};
    draw->drawPolygon(tri, 3, cc::Color4F::GREEN, 1.5f, cc::Color4F::BLACK);
    draw->drawPoly(tri, 3, false, cc::Color4F::WHITE);
    draw->drawTriangle(tri[0], tri[1], tri[2], cc::Color4F::BLUE);
    draw->drawPoint(cc::Vec2(7, 7), 3, cc::Color4F::RED);

    const auto& p = draw->getPrimitives();
    ASSERT_EQ(p.size(), 11u);
    EXPECT_EQ(p[0].type, PrimitiveType::Dot);
    EXPECT_EQ(p[0].vertices, (std::vector<cc::Vec2>{{1, 2}}));
    EXPECT_FLOAT_EQ(p[0].radius, 3.0f);
    EXPECT_EQ(p[0].fillColor, cc::Color4F::RED);
    EXPECT_EQ(p[1].type, PrimitiveType::Line);
    EXPECT_FLOAT_EQ(p[1].lineWidth, 2.0f);
    EXPECT_EQ(p[1].borderColor, cc::Color4F::GREEN);
    EXPECT_EQ(p[2].type, PrimitiveType::Segment);
    EXPECT_FLOAT_EQ(p[2].radius, 4.0f);
    EXPECT_EQ(p[3].type, PrimitiveType::Polyline);
    EXPECT_EQ(p[3].vertices, (std::vector<cc::Vec2>{{0, 0}, {10, 0}, {10, 5}, {0, 5}}));
    EXPECT_TRUE(p[3].closed);
    EXPECT_EQ(p[4].type, PrimitiveType::Polygon);
    EXPECT_EQ(p[4].fillColor, cc::Color4F::YELLOW);
    EXPECT_FLOAT_EQ(p[4].borderWidth, 0.0f);
    EXPECT_EQ(p[5].type, PrimitiveType::Circle);
    EXPECT_EQ(p[5].segments, 16u);
    EXPECT_TRUE(p[5].drawLineToCenter);
    EXPECT_EQ(p[6].type, PrimitiveType::SolidCircle);
    EXPECT_FLOAT_EQ(p[6].scaleX, 2.0f);
    EXPECT_EQ(p[7].type, PrimitiveType::Polygon);
    EXPECT_FLOAT_EQ(p[7].borderWidth, 1.5f);
    EXPECT_EQ(p[7].borderColor, cc::Color4F::BLACK);
    EXPECT_EQ(p[8].type, PrimitiveType::Polyline);
    EXPECT_FALSE(p[8].closed);
    EXPECT_EQ(p[9].type, PrimitiveType::Polygon);
    EXPECT_EQ(p[10].type, PrimitiveType::Point);
    EXPECT_FLOAT_EQ(p[10].pointSize, 3.0f);
    EXPECT_EQ(draw->getContentSize(), cc::Size::ZERO);
    draw->clear();
    EXPECT_TRUE(draw->getPrimitives().empty());
}

TEST(DrawNode, CurvesAreOpenPolylinesSampledAsCocos) {
    cc::DrawNode* draw = cc::DrawNode::create();
    draw->drawQuadBezier(cc::Vec2(0, 0), cc::Vec2(5, 10), cc::Vec2(10, 0), 4, cc::Color4F::RED);
    draw->drawCubicBezier(cc::Vec2(0, 0), cc::Vec2(0, 10), cc::Vec2(10, 10), cc::Vec2(10, 0), 2,
                          cc::Color4F::RED);
    const std::vector<cc::Vec2> points{{0, 0}, {10, 10}, {20, 0}};
    draw->drawCardinalSpline(points, 1, 6, cc::Color4F::GREEN); // tension 1: straight pieces
    draw->drawCatmullRom(points, 6, cc::Color4F::BLUE);
    draw->drawRect(cc::Vec2(0, 0), cc::Vec2(4, 1), cc::Vec2(5, 5), cc::Vec2(1, 4), cc::Color4F::WHITE);

    const auto& p = draw->getPrimitives();
    ASSERT_EQ(p.size(), 8u);
    EXPECT_EQ(p[0].type, PrimitiveType::Polyline);
    EXPECT_FALSE(p[0].closed);
    ASSERT_EQ(p[0].vertices.size(), 5u); // segments + 1, ending on the destination
    EXPECT_EQ(p[0].vertices[2], cc::Vec2(5, 5));
    EXPECT_EQ(p[0].vertices[4], cc::Vec2(10, 0));
    ASSERT_EQ(p[1].vertices.size(), 3u);
    EXPECT_EQ(p[1].vertices[1], cc::Vec2(5, 7.5f));
    // each of the 3 points starts a third of the 6 segments; the last third stays on the last point
    ASSERT_EQ(p[2].vertices.size(), 7u);
    EXPECT_EQ(p[2].vertices[0], cc::Vec2(0, 0));
    EXPECT_EQ(p[2].vertices[1], cc::Vec2(5, 5));
    EXPECT_EQ(p[2].vertices[2], cc::Vec2(10, 10));
    EXPECT_EQ(p[2].vertices[4], cc::Vec2(20, 0));
    EXPECT_EQ(p[2].vertices[6], cc::Vec2(20, 0));
    EXPECT_EQ(p[3].vertices.size(), 7u);
    EXPECT_NE(p[3].vertices[1], cc::Vec2(5, 5)); // tension 0.5 bends
    EXPECT_EQ(p[3].borderColor, cc::Color4F::BLUE);
    for (int i = 4; i < 8; ++i)
        EXPECT_EQ(p[i].type, PrimitiveType::Line);
    EXPECT_EQ(p[7].vertices, (std::vector<cc::Vec2>{{1, 4}, {0, 0}}));
}
