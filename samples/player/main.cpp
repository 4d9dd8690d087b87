// samples/player/main.cpp — `kite [options] <game-dir | file.lua> [-- game args]`.
#include "Player.h"

int main(int argc, char** argv) {
    return kite::runPlayer(argc, argv);
}
