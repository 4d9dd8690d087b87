// engine/scene/AsyncTextureLoads.cpp — see AsyncTextureLoads.h.
#include "scene/AsyncTextureLoads.h"

#include "director/Director.h"
#include "scene/TextureCache.h"
#include "scene/TextureLoader.h"
#include "scheduler/Scheduler.h"

namespace cc {

AsyncTextureLoads::~AsyncTextureLoads() {
    {
        std::lock_guard<std::mutex> lock(_mutex);
        _quit = true;
    }
    _wake.notify_all();
    if (_worker.joinable()) _worker.join();
    if (_scheduler) {
        _scheduler->unscheduleUpdate(this);
        _scheduler->release();
    }
}

void AsyncTextureLoads::request(const std::string& path, const std::function<void(Texture2D*)>& callback) {
    std::uint64_t id = _nextId++;
    _waiting.push_back(Waiting{id, path, callback});
    {
        std::lock_guard<std::mutex> lock(_mutex);
        _requests.push_back(Job{id, path, nullptr});
    }
    _wake.notify_one();
    if (!_worker.joinable()) _worker = std::thread([this] { work(); });
    Scheduler* scheduler = Director::getInstance()->getScheduler();
    if (scheduler != _scheduler) {
        if (_scheduler) {
            _scheduler->unscheduleUpdate(this);
            _scheduler->release();
        }
        scheduler->retain();
        _scheduler = scheduler;
    }
    // Scheduled again after every request: the Director's reset unschedules everything.
    if (!_scheduler->isScheduledUpdate(this))
        _scheduler->schedulePerFrame([this](float dt) { deliver(dt); }, this, Scheduler::PRIORITY_SYSTEM,
                                     false);
}

void AsyncTextureLoads::work() {
    for (;;) {
        Job job;
        {
            std::unique_lock<std::mutex> lock(_mutex);
            _wake.wait(lock, [this] { return _quit || !_requests.empty(); });
            if (_quit) {
                if (TextureLoader* loader = TextureCache::getTextureLoader()) loader->decodeThreadEnding();
                return;
            }
            job = std::move(_requests.front());
            _requests.pop_front();
        }
        TextureLoader* loader = TextureCache::getTextureLoader();
        job.image = loader ? loader->decodeImage(job.path) : nullptr;
        std::lock_guard<std::mutex> lock(_mutex);
        _done.push_back(std::move(job));
    }
}

void AsyncTextureLoads::deliver(float) {
    std::deque<Job> done;
    {
        std::lock_guard<std::mutex> lock(_mutex);
        done.swap(_done);
    }
    for (Job& job : done) {
        Texture2D* texture = _cache->addDecoded(job.path, std::move(job.image));
        for (auto it = _waiting.begin(); it != _waiting.end(); ++it) {
            if (it->id != job.id) continue;
            std::function<void(Texture2D*)> callback = std::move(it->callback);
            _waiting.erase(it);
            if (callback) callback(texture); // may request more, or unbind: _waiting is not held
            break;
        }
    }
    if (_waiting.empty() && _scheduler) _scheduler->unscheduleUpdate(this);
}

void AsyncTextureLoads::unbind(const std::string* path) {
    for (Waiting& w : _waiting)
        if (!path || w.path == *path) w.callback = nullptr;
}

} // namespace cc
