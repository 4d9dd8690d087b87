// engine/base/Macros.h — assertions, safe retain/release helpers and shared constants.
#pragma once

#include <climits>
#include <functional>

namespace cc {

/// What a failed CC_ASSERT / CC_CHECK reports.
struct AssertInfo {
    const char* file;
    int line;
    const char* condition;
    const char* message;
};

/// Receives every failed assertion. The default handler logs the failure as an error and returns
/// (with KITE_ABORT_ON_ASSERT=1 in the environment it aborts instead, for a debugger). Engine code
/// continues safely when the handler returns: every CC_CHECK site has a fallback path, so a script's
/// misuse (a double release, say) is reported instead of crashing. The test support turns every
/// failed assertion into a test failure. The script layer may install a handler that raises a
/// script error.
using AssertHandler = std::function<void(const AssertInfo&)>;

/// Installs @p handler (an empty function restores the default) and returns the previous one.
AssertHandler setAssertHandler(AssertHandler handler);

/// Called by the macros below; not usually called directly.
void reportAssert(const char* file, int line, const char* condition, const char* message);

} // namespace cc

/// Reports a programmer error through the assert handler when @p cond is false.
#define CC_ASSERT(cond, msg) ((cond) ? (void)0 : ::cc::reportAssert(__FILE__, __LINE__, #cond, (msg)))

/// Like CC_ASSERT, but is an expression yielding whether @p cond held, for guard clauses:
/// `if (!CC_CHECK(child, "child must not be null")) return;`
#define CC_CHECK(cond, msg) ((cond) ? true : (::cc::reportAssert(__FILE__, __LINE__, #cond, (msg)), false))

#define CC_SAFE_RETAIN(p)                                                                                    \
    do {                                                                                                     \
        if (p) (p)->retain();                                                                                \
    } while (0)
#define CC_SAFE_RELEASE(p)                                                                                   \
    do {                                                                                                     \
        if (p) (p)->release();                                                                               \
    } while (0)
#define CC_SAFE_RELEASE_NULL(p)                                                                              \
    do {                                                                                                     \
        if (p) {                                                                                             \
            (p)->release();                                                                                  \
            (p) = nullptr;                                                                                   \
        }                                                                                                    \
    } while (0)
#define CC_SAFE_DELETE(p)                                                                                    \
    do {                                                                                                     \
        delete (p);                                                                                          \
        (p) = nullptr;                                                                                       \
    } while (0)

/// Repeat count meaning "forever" for timers (same value as cocos2d-x).
#define CC_REPEAT_FOREVER (UINT_MAX - 1)

#define CC_DEGREES_TO_RADIANS(deg) ((deg)*0.01745329252f)
#define CC_RADIANS_TO_DEGREES(rad) ((rad)*57.29577951f)

namespace cc {
/// Tag value meaning "no tag" for nodes and actions.
constexpr int INVALID_TAG = -1;
} // namespace cc
