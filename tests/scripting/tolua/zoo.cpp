#include "zoo.h"

int zoo::liveAnimals = 0;
