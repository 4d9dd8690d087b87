// engine/base/RefCensus.cpp
#include "base/RefCensus.h"

#include "base/Ref.h"

#include <cstdlib>
#include <cxxabi.h>
#include <mutex>
#include <typeinfo>
#include <unordered_set>

namespace cc {
namespace {

struct Registry {
    std::mutex mutex; // Refs may be created on loader threads
    std::unordered_set<Ref*> live;
};

Registry& registry() {
    static Registry* instance = new Registry(); // never destroyed: Refs can die during static destruction
    return *instance;
}

std::string demangle(const char* name) {
    int status = 0;
    char* readable = abi::__cxa_demangle(name, nullptr, nullptr, &status);
    std::string result = (status == 0 && readable) ? readable : name;
    std::free(readable);
    return result;
}

} // namespace

void RefCensus::add(Ref* object) {
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    r.live.insert(object);
}

void RefCensus::remove(Ref* object) {
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    r.live.erase(object);
}

int RefCensus::liveCount() {
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    return static_cast<int>(r.live.size());
}

std::map<std::string, int> RefCensus::countsByClass() {
    Registry& r = registry();
    std::lock_guard<std::mutex> lock(r.mutex);
    std::map<std::string, int> counts;
    for (Ref* object : r.live)
        ++counts[demangle(typeid(*object).name())];
    return counts;
}

std::string RefCensus::report() {
    std::map<std::string, int> counts = countsByClass();
    int total = 0;
    for (const auto& entry : counts)
        total += entry.second;
    if (total == 0) return std::string();
    std::string text = std::to_string(total) + " live Ref(s)\n";
    for (const auto& entry : counts)
        text += "  " + std::to_string(entry.second) + "  " + entry.first + "\n";
    return text;
}

void RefCensus::print(std::FILE* out) {
    std::string text = report();
    if (text.empty()) text = "0 live Refs\n";
    std::fputs(text.c_str(), out);
}

} // namespace cc
