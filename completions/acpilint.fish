# SPDX-License-Identifier: MIT
# fish completion for acpilint.  Rule ids come from `acpilint --list-rules`
# (first word of each line) and profiles from `acpilint --help`, asked when
# Tab is pressed.

function __acpilint_rules
    set -l cmd (commandline -opc)[1]
    command -q $cmd; or return
    $cmd --list-rules 2>/dev/null | string match -r '^[a-z0-9][a-z0-9.-]*'
end

function __acpilint_profiles
    set -l cmd (commandline -opc)[1]
    set -l p
    command -q $cmd; and set p ($cmd --help 2>/dev/null | string match -rg -- '^ +--profile .*?: *(.*)' | string replace -a -r '\([^)]*\)|,| or ' ' ' | string split -n ' ')
    test (count $p) -gt 0; or set p linux-4.1
    printf '%s\n' $p
end

complete -c acpilint -s f -l format -x -a 'text json sarif junit github gitlab markdown' -d 'output format'
complete -c acpilint -s o -l output -r -F -d 'write the report to FILE'
complete -c acpilint -l list-tables -d 'list the loaded tables'
complete -c acpilint -l extract -x -a '(__fish_complete_directories)' -d 'write every table to DIR'
complete -c acpilint -l fail-on -x -a 'error warning info never' -d 'exit 1 at or above LEVEL'
complete -c acpilint -l severity -x -a 'error warning info' -d 'show findings at or above LEVEL'
complete -c acpilint -s q -l quiet -d 'one line: PASS or FAIL'
complete -c acpilint -l each -d 'check every input as its own system'
complete -c acpilint -s j -l jobs -x -d 'with --each, N systems at a time'
complete -c acpilint -l color -x -a 'auto always never' -d 'colour the text report'
complete -c acpilint -l scan -r -F -d 'find ACPI tables anywhere in IMAGE'
complete -c acpilint -l namespace -d 'print the AML namespace'
complete -c acpilint -l simulate -d 'print the boot trace of the simulated kernel'
complete -c acpilint -l profile -x -a '(__acpilint_profiles)' -d 'profile'
complete -c acpilint -l cmdline -x -d 'kernel command line for the simulator'
complete -c acpilint -l dt -r -a 'none stub populated' -d 'device tree handed over'
complete -c acpilint -l boot-mpidr -x -d 'MPIDR of the boot CPU'
complete -c acpilint -l nr-cpus -x -d 'NR_CPUS of the kernel'
complete -c acpilint -l kernel -x -a '6.12 6.1 4.1' -d 'kernel model'
complete -c acpilint -l hw -r -F -d 'the machine around the tables (YAML description)'
complete -c acpilint -l hw-gic -x -a '2 3' -d 'GIC version of the machine'
complete -c acpilint -l hw-mpidrs -x -d 'MPIDRs of the CPUs the machine has'
complete -c acpilint -l hw-psci -x -a 'smc,hvc smc hvc none' -d 'PSCI conduits the firmware answers'
complete -c acpilint -l hw-parking -x -a 'firmware none' -d 'who answers the parking-protocol mailboxes'
complete -c acpilint -l hw-map -x -a 'tables qemu-virt' -d 'where the machine\'s GIC frames are'
complete -c acpilint -l assume-rsdp -d 'deprecated: does nothing'
complete -c acpilint -l no-rsdp -d 'simulate firmware that hands over no RSDP'
complete -c acpilint -l assume-complete -d 'take the input as the whole firmware'
complete -c acpilint -l no-simulate -d 'do not simulate the boot'
complete -c acpilint -l max-bytes -x -d 'input data held at once (K, M, G)'
complete -c acpilint -l max-table-size -x -d 'largest table loaded (K, M, G)'
complete -c acpilint -l max-tables -x -d 'tables loaded at most'
complete -c acpilint -l max-findings -x -d 'findings kept at most'
complete -c acpilint -l max-scan-work -x -d '--scan checksum bytes per image byte'
complete -c acpilint -l max-wait -x -d 'longest wait for data from a FIFO or terminal'
complete -c acpilint -l enable -x -a '(__acpilint_rules)' -d 'enable a rule'
complete -c acpilint -l disable -x -a '(__acpilint_rules)' -d 'disable a rule'
complete -c acpilint -l list-rules -d 'list every rule'
complete -c acpilint -l explain -x -a '(__acpilint_rules)' -d 'explain a rule'
complete -c acpilint -l config -r -F -d 'configuration file'
complete -c acpilint -l baseline -r -F -d 'baseline file'
complete -c acpilint -l write-baseline -r -F -d 'record the findings in a baseline file'
complete -c acpilint -l waivers -r -F -d 'accept the findings an ACS waiver file waives'
complete -c acpilint -l write-waivers -r -F -d 'write the predicted verdicts as an ACS waiver file'
complete -c acpilint -l sbsa-level -x -a '1 2 3 4 5 6 7 8' -d 'the SBSA level claimed'
complete -c acpilint -l no-config -d 'read no config file'
complete -c acpilint -l show-suppressed -d 'also list the suppressed findings'
complete -c acpilint -l rules-dir -x -a '(__fish_complete_directories)' -d 'read the rules from DIR'
complete -c acpilint -l base-dir -x -a '(__fish_complete_directories)' -d 'report paths relative to DIR'
complete -c acpilint -l sarif-category -x -d 'SARIF run category (one per board)'
complete -c acpilint -s V -l version -d 'print the version'
complete -c acpilint -s h -l help -d 'print the help'
complete -c acpilint -n '__fish_is_first_arg' -a diff -d 'compare two firmware builds: acpilint diff OLD NEW'
