// engine/base/Log.h — printf-style logging with a pluggable sink (stderr by default).
#pragma once

#include <functional>

namespace cc {

enum class LogLevel { Debug, Info, Warning, Error };

/// Receives every formatted log line (without a trailing newline).
using LogHandler = std::function<void(LogLevel level, const char* message)>;

/// Installs @p handler; an empty function restores the default stderr sink. Returns the previous one.
LogHandler setLogHandler(LogHandler handler);
/// What the default sink prints before a message of @p level ("[warning] "; "" for Info).
const char* logLevelPrefix(LogLevel level);

void logMessage(LogLevel level, const char* format, ...) __attribute__((format(printf, 2, 3)));
/// Informational message (cocos2d-x `log`).
void log(const char* format, ...) __attribute__((format(printf, 1, 2)));
void logWarning(const char* format, ...) __attribute__((format(printf, 1, 2)));
void logError(const char* format, ...) __attribute__((format(printf, 1, 2)));

} // namespace cc
