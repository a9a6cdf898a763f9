// GNU readline and its history library, for the `lks` executable (module map in this folder; GPLv3, see the README's
// licence section).
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
