// bench_classes.h -- the plain C++ class hierarchy every binding benchmark drives.
// Three levels deep (BNode <- BMid <- BLeaf), like cocos2d-x's Node <- Widget <- Button, with
// data members for the .get/.set benchmarks and pointers for the object-argument and
// known-object-return benchmarks. The bodies are trivial and inline, so what the benchmarks
// measure is the binding layer, identical C++ work for every implementation (tests/bench/README.md).
// SPDX-License-Identifier: MIT
#pragma once

class BNode {
public:
    float x = 0.0f;
    float y = 0.0f;
    BNode* parent = nullptr;
    BNode* child = nullptr;

    BNode() = default;
    virtual ~BNode() = default;
    BNode(const BNode&) = delete;
    BNode& operator=(const BNode&) = delete;

    float getPositionX() { return x; }
    float getPositionY() const { return y; }
    void setPositionX(float value) { x = value; }
    // Stores pointers only: no scene-graph bookkeeping, so the benchmark sees the argument check.
    void addChild(BNode* node) {
        child = node;
        if (node) node->parent = this;
    }
    BNode* getParent() { return parent; }
    BNode* getChild() { return child; }
};

class BMid : public BNode {
public:
    int mid = 1;
    int getMid() const { return mid; }
};

class BLeaf : public BMid {
public:
    int leaf = 2;
    int getLeaf() const { return leaf; }
};
