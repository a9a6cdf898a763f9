// GNU readline and its history library, for the `lks` executable (see shared/docs/readline-notes.md §A).
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
