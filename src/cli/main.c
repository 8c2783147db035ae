/* SPDX-License-Identifier: MIT */
#include <stdio.h>
int main(void)
{
    puts("acpilint: under construction");
    return 0;
}
