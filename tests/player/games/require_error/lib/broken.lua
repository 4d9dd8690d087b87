local M = {}
error("broken module")
return M
