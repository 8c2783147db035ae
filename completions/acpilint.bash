# SPDX-License-Identifier: MIT
# bash completion for acpilint.  Options come from `acpilint --help` and rule
# ids from `acpilint --list-rules` (first word of each line), both asked of
# the acpilint being completed when Tab is pressed, so they never drift from
# the binary.  Needs no bash-completion helpers.

_acpilint_words() { # _acpilint_words CMD WHAT: options | rules | profiles
    local cmd=$1
    case $2 in
    options)
        # The option column of --help: "  -f, --format FORMAT   text..." gives -f and --format.
        "$cmd" --help 2>/dev/null |
            awk '/^ +-/ { for (i = 1; i <= NF && $i ~ /^--?[a-zA-Z]/; i++) { sub(/,$/, "", $i); print $i } }' |
            sort -u
        ;;
    rules)
        "$cmd" --list-rules 2>/dev/null | awk '$1 ~ /^[a-z0-9][a-z0-9.-]*$/ {print $1}'
        ;;
    profiles)
        # The words after the last ':' of the --profile line of --help.
        "$cmd" --help 2>/dev/null | awk '/^ +--profile/ { sub(/.*: */, ""); gsub(/\([^)]*\)/, ""); gsub(/,| or /, " "); print }'
        ;;
    esac
}

_acpilint() {
    local cur=${COMP_WORDS[COMP_CWORD]} prev=""
    local cmd=${COMP_WORDS[0]}
    [ "$COMP_CWORD" -gt 0 ] && prev=${COMP_WORDS[COMP_CWORD - 1]}
    command -v "$cmd" >/dev/null 2>&1 || cmd=acpilint
    # --opt=value, whether or not '=' is in COMP_WORDBREAKS.
    local joined=""
    if [[ $cur == --*=* ]]; then
        prev=${cur%%=*}
        cur=${cur#*=}
        joined=$prev=
        _acpilint_value "$cmd" "$prev" "$cur"
        COMPREPLY=("${COMPREPLY[@]/#/$joined}")
        return
    elif [[ $cur == = && $prev == --* ]]; then
        cur=""
    elif [[ $prev == = && $COMP_CWORD -gt 1 ]]; then
        prev=${COMP_WORDS[COMP_CWORD - 2]}
    fi
    _acpilint_value "$cmd" "$prev" "$cur" && return
    local IFS=$'\n'
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$(_acpilint_words "$cmd" options)" -- "$cur"))
        return
    fi
    COMPREPLY=($(compgen -f -- "$cur"))
    # The first word may be the diff subcommand (acpilint diff OLD NEW).
    [ "$COMP_CWORD" -eq 1 ] && COMPREPLY+=($(compgen -W diff -- "$cur"))
    compopt -o filenames 2>/dev/null
}

# _acpilint_value CMD OPTION CUR: completes the value of OPTION into COMPREPLY;
# returns 1 when OPTION takes no value.
_acpilint_value() {
    local cmd=$1 prev=$2 cur=$3
    COMPREPLY=()
    local IFS=$'\n'
    case $prev in
    -f | --format)
        COMPREPLY=($(compgen -W $'text\njson\nsarif\njunit\ngithub\ngitlab\nmarkdown' -- "$cur"))
        return 0
        ;;
    --fail-on)
        COMPREPLY=($(compgen -W $'error\nwarning\ninfo\nnever' -- "$cur"))
        return 0
        ;;
    --severity)
        COMPREPLY=($(compgen -W $'error\nwarning\ninfo' -- "$cur"))
        return 0
        ;;
    --color)
        COMPREPLY=($(compgen -W $'auto\nalways\nnever' -- "$cur"))
        return 0
        ;;
    --profile)
        local profiles
        profiles=$(_acpilint_words "$cmd" profiles | tr ' ' '\n' | grep .)
        COMPREPLY=($(compgen -W "${profiles:-linux-4.1}" -- "$cur"))
        return 0
        ;;
    --enable | --disable | --explain)
        COMPREPLY=($(compgen -W "$(_acpilint_words "$cmd" rules)" -- "$cur"))
        return 0
        ;;
    --dt)
        COMPREPLY=($(compgen -W $'none\nstub\npopulated' -- "$cur") $(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null
        return 0
        ;;
    --extract | --rules-dir | --base-dir)
        COMPREPLY=($(compgen -d -- "$cur"))
        compopt -o filenames 2>/dev/null
        return 0
        ;;
    -o | --output | --scan | --config | --baseline | --write-baseline | --waivers | \
    --write-waivers | --hw)
        COMPREPLY=($(compgen -f -- "$cur"))
        compopt -o filenames 2>/dev/null
        return 0
        ;;
    --kernel)
        COMPREPLY=($(compgen -W $'6.12\n6.1\n4.1' -- "$cur"))
        return 0
        ;;
    --hw-gic)
        COMPREPLY=($(compgen -W $'2\n3' -- "$cur"))
        return 0
        ;;
    --sbsa-level)
        COMPREPLY=($(compgen -W $'1\n2\n3\n4\n5\n6\n7\n8' -- "$cur"))
        return 0
        ;;
    --hw-parking)
        COMPREPLY=($(compgen -W $'firmware\nnone' -- "$cur"))
        return 0
        ;;
    --hw-map)
        COMPREPLY=($(compgen -W $'tables\nqemu-virt' -- "$cur"))
        return 0
        ;;
    --hw-psci)
        COMPREPLY=($(compgen -W $'smc,hvc\nsmc\nhvc\nnone' -- "$cur"))
        return 0
        ;;
    --cmdline | --boot-mpidr | --nr-cpus | --hw-mpidrs | --max-bytes | --max-table-size | \
        --max-tables | --max-findings | --max-scan-work | --max-wait | -j | --jobs | \
        --sarif-category)
        return 0
        ;;
    esac
    return 1
}

complete -F _acpilint acpilint
