// engine/base/Log.cpp — logging sink and the assertion handler.
#include "base/Log.h"

#include "base/Macros.h"

#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace cc {
namespace {

LogHandler& logHandler() {
    static LogHandler handler; // empty = default sink
    return handler;
}

AssertHandler& assertHandler() {
    static AssertHandler handler; // empty = default behaviour
    return handler;
}

void emit(LogLevel level, const char* format, va_list args) {
    char stackBuffer[1024];
    va_list copy;
    va_copy(copy, args);
    int needed = std::vsnprintf(stackBuffer, sizeof(stackBuffer), format, copy);
    va_end(copy);
    std::string heapBuffer;
    const char* text = stackBuffer;
    if (needed >=
        static_cast<int>(sizeof(stackBuffer))) { // long message: format again into a big enough buffer
        heapBuffer.resize(static_cast<size_t>(needed) + 1);
        std::vsnprintf(&heapBuffer[0], heapBuffer.size(), format, args);
        text = heapBuffer.c_str();
    }
    if (logHandler()) {
        logHandler()(level, text);
    } else {
        std::fprintf(stderr, "%s%s\n", logLevelPrefix(level), text);
    }
}

} // namespace

const char* logLevelPrefix(LogLevel level) {
    switch (level) {
    case LogLevel::Debug:
        return "[debug] ";
    case LogLevel::Info:
        return "";
    case LogLevel::Warning:
        return "[warning] ";
    case LogLevel::Error:
        return "[error] ";
    }
    return "";
}

LogHandler setLogHandler(LogHandler handler) {
    LogHandler previous = std::move(logHandler());
    logHandler() = std::move(handler);
    return previous;
}

void logMessage(LogLevel level, const char* format, ...) {
    va_list args;
    va_start(args, format);
    emit(level, format, args);
    va_end(args);
}

void log(const char* format, ...) {
    va_list args;
    va_start(args, format);
    emit(LogLevel::Info, format, args);
    va_end(args);
}

void logWarning(const char* format, ...) {
    va_list args;
    va_start(args, format);
    emit(LogLevel::Warning, format, args);
    va_end(args);
}

void logError(const char* format, ...) {
    va_list args;
    va_start(args, format);
    emit(LogLevel::Error, format, args);
    va_end(args);
}

AssertHandler setAssertHandler(AssertHandler handler) {
    AssertHandler previous = std::move(assertHandler());
    assertHandler() = std::move(handler);
    return previous;
}

void reportAssert(const char* file, int line, const char* condition, const char* message) {
    AssertInfo info{file, line, condition, message ? message : ""};
    if (assertHandler()) {
        assertHandler()(info);
        return;
    }
    logError("Assertion failed: %s (%s) at %s:%d", info.message, condition, file, line);
    const char* abortFlag = std::getenv("KITE_ABORT_ON_ASSERT");
    if (abortFlag && abortFlag[0] == '1') std::abort(); // opt-in, for a debugger or a core dump
}

} // namespace cc
