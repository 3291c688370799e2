"""click's own words, as click writes them: the msgids its ``gettext`` calls pass.

click marks its texts with ``gettext`` (``_("Usage:")``, ``ngettext(...)`` for the two forms of
a count), so its English is the msgid: this table puts those msgids in our catalogs, where
``tabletop.cli.worded`` finds them for the command's language (docs/i18n.md). The English must
stay exactly click's (a test reads click's sources and fails for a msgid missing here).
Placeholders are click's own, conversions included: a translation keeps ``{value!r}`` as is.
"""

from __future__ import annotations

from tabletop.i18n import N_

# click's texts that a person can meet; the two forms of an ngettext pair are both here.
CLICK = (
    # help pages
    N_("Usage:"),
    N_("Options"),
    N_("Commands"),
    N_("Show this message and exit."),
    N_("Show the version and exit."),
    N_("%(prog)s, version %(version)s"),
    N_("default: {default}"),
    N_("required"),
    N_("env var: {var}"),
    N_("(dynamic)"),
    N_("Do you want to continue?"),
    N_("Confirm the action without prompting."),
    # usage errors
    N_("No such option {name!r}."),
    N_("No such command {name!r}."),
    N_("Did you mean {possibility}?"),
    N_("(Did you mean one of: {possibilities}?)"),
    N_("Missing command."),
    N_("Missing argument"),
    N_("Missing option"),
    N_("Missing parameter"),
    N_("Missing {param_type}"),
    N_("Missing parameter: {param_name}"),
    N_("Invalid value for {param_hint}: {message}"),
    N_("Invalid value: {message}"),
    N_("Got unexpected extra argument ({args})"),
    N_("Got unexpected extra arguments ({args})"),
    N_("Option {name!r} requires an argument."),
    N_("Option {name!r} requires {nargs} arguments."),
    N_("Option {name!r} does not take a value."),
    N_("Argument {name!r} takes {nargs} values."),
    N_("Takes {nargs} values but 1 was given."),
    N_("Takes {nargs} values but {len} were given."),
    N_("Value must be an iterable."),
    N_("Error: {message}"),
    N_("Try '{command} {option}' for help."),
    N_("Aborted!"),
    # values a type refuses
    N_("{value!r} is not a valid {number_type}."),
    N_("{value} is not in the range {range}."),
    N_("{value!r} is not a valid boolean. Recognized values: {states}"),
    N_("{value!r} is not {choice}."),
    N_("{value!r} is not one of {choices}."),
    N_("Choose from:\n\t{choices}"),
    N_("{value!r} does not match the format {format}."),
    N_("{value!r} does not match the formats {formats}."),
    N_("{value!r} is not a valid UUID."),
    N_("{len_type} values are required, but {len_value} was given."),
    N_("{len_type} values are required, but {len_value} were given."),
    N_("file"),
    N_("directory"),
    N_("path"),
    N_("{name} {filename!r} does not exist."),
    N_("{name} {filename!r} is a file."),
    N_("{name} {filename!r} is a directory."),
    N_("{name} {filename!r} is not readable."),
    N_("{name} {filename!r} is not writable."),
    N_("{name} {filename!r} is not executable."),
    N_("Could not open file {filename!r}: {message}"),
    N_("unknown error"),
)

# Words click writes without gettext, worded by tabletop.cli.worded: a value's kind (the
# metavar of an option, upper-cased in English: INTEGER, TEXT; and "is not a valid integer"),
# and the usage line's placeholders.
TYPE_NAMES = {
    "text": N_("text"),
    "integer": N_("integer"),
    "integer range": N_("integer range"),
    "float": N_("float"),
    "float range": N_("float range"),
}
USAGE = {
    "options": N_("[OPTIONS]"),
    "command": N_("COMMAND [ARGS]..."),
}
# A missing argument or option said as one sentence around its name ('GAME', '--seats'): click
# glues its "Missing argument" to the name and a full stop, an order Japanese and Chinese
# cannot keep. The English is click's line exactly.
MISSING = {
    "argument": N_("Missing argument {name}."),
    "option": N_("Missing option {name}."),
    "parameter": N_("Missing parameter {name}."),
}
