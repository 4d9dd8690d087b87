// engine/scene/AsyncTextureLoads.h — the worker thread behind TextureCache::addImageAsync
// (engine-internal).
#pragma once

#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace cc {

class DecodedImage;
class Scheduler;
class Texture2D;
class TextureCache;

/// One worker thread decodes requested images through the installed TextureLoader; a per-frame
/// scheduler callback (on the Director's scheduler, so never in the frame the request was made)
/// turns finished ones into textures and runs their callbacks on the main thread. The worker starts
/// with the first request; the destructor stops it after its current image and drops the rest.
class AsyncTextureLoads {
public:
    explicit AsyncTextureLoads(TextureCache* cache) : _cache(cache) {}
    ~AsyncTextureLoads();

    void request(const std::string& path, const std::function<void(Texture2D*)>& callback);
    /// Forgets the callbacks of @p path (all of them for nullptr).
    void unbind(const std::string* path);
    std::size_t pending() const { return _waiting.size(); }

private:
    struct Waiting { // main thread only
        std::uint64_t id;
        std::string path;
        std::function<void(Texture2D*)> callback;
    };
    struct Job { // shared with the worker, under _mutex
        std::uint64_t id;
        std::string path;
        std::unique_ptr<DecodedImage> image;
    };
    void work();
    void deliver(float dt);

    TextureCache* _cache;
    Scheduler* _scheduler = nullptr; // retained while scheduled
    std::deque<Waiting> _waiting;
    std::uint64_t _nextId = 1;

    std::mutex _mutex;
    std::condition_variable _wake;
    std::deque<Job> _requests;
    std::deque<Job> _done;
    bool _quit = false;
    std::thread _worker;
};

} // namespace cc
