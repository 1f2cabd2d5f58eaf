"""The vocabulary the settings are written in, and the one-line error a bad value becomes.

Scalars are strict because TOML has types: `threshold = "8"` is a mistake to report, not a string
to coerce (a whole number still counts as a number). Each key is declared with `setting()`, which
carries its one default and the comment the starter shiguan.toml prints for it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Self

from pydantic import BaseModel, ConfigDict, Field, Strict, ValidationError
from pydantic.fields import FieldInfo
from pydantic_core import ErrorDetails

from ..errors import ProjectError

Int = Annotated[int, Strict()]
Number = Annotated[float, Strict()]
Flag = Annotated[bool, Strict()]
Text = Annotated[str, Strict()]
Texts = tuple[Text, ...]


def setting(default: Any, comment: str = "", *, inline: bool = False, example: Any = None,
            runtime: bool = False, **bounds: Any) -> Any:
    """A key with its default and its comment in the starter file: above the key, or after it
    when `inline`. With `example` the starter shows the key commented out with that value (a
    key with no useful default); a `runtime` value is worked out by the loader (a key read
    from the environment, say) and is never read from the file. `bounds` are pydantic's ge/le."""
    extra: dict[str, Any] = {"inline": inline, "runtime": runtime}
    if example is not None:
        extra["example"] = example
    return Field(default, description=comment, json_schema_extra=extra, **bounds)


def starter_meta(field: FieldInfo) -> dict[str, Any]:
    """What `setting()` recorded for the starter file."""
    extra = field.json_schema_extra
    return extra if isinstance(extra, dict) else {}


def toml_value(value: Any) -> str:
    """A value as TOML writes it: the starter file and the error messages show values this way."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k} = {toml_value(v)}" for k, v in value.items()) + "}"
    return repr(value)


_EXPECTED = {
    "float_type": "a number", "int_type": "a whole number", "bool_type": "true or false",
    "string_type": "a string in quotes", "tuple_type": "a list", "greater_than_equal": "at least {ge}",
    "less_than_equal": "at most {le}", "greater_than": "more than {gt}", "less_than": "less than {lt}",
}


def _expected(error: ErrorDetails) -> str:
    if error["type"] == "value_error":
        return str(error.get("ctx", {}).get("error", error["msg"]))
    template = _EXPECTED.get(error["type"])
    bounds = {name: toml_value(value) for name, value in error.get("ctx", {}).items()}  # 10, not 10.0
    return "expected " + template.format(**bounds) if template else error["msg"]


class Section(BaseModel):
    """One [table] of shiguan.toml. Frozen, because the whole program shares one Config; extra
    keys are refused, because a misspelt key silently keeping its default is the worst outcome."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    @classmethod
    def file_keys(cls) -> list[str]:
        return [name for name, field in cls.model_fields.items() if not starter_meta(field)["runtime"]]

    @classmethod
    def read(cls, table: str, given: Mapping[str, Any], where: str, runtime: Mapping[str, Any] | None = None,
             origins: Mapping[str, str] | None = None) -> Self:
        """The table `given` (as read from the file `where`) with the `runtime` values on top;
        `origins` names the environment variable a runtime value came from, for the message."""
        runtime, origins = runtime or {}, origins or {}
        keys = cls.file_keys()
        for key, value in given.items():
            if key not in keys:
                raise ProjectError(f"{where}: [{table}] {key} = {toml_value(value)}: unknown key; "
                                   f"[{table}] has {', '.join(keys)}")
        values = {**given, **runtime}
        try:
            return cls.model_validate(values)
        except ValidationError as exc:
            raise ProjectError("; ".join(_describe(error, table, where, values, origins)
                                         for error in exc.errors())) from None


def _describe(error: ErrorDetails, table: str, where: str, values: Mapping[str, Any],
              origins: Mapping[str, str]) -> str:
    """`file: [table] key = value: expected …`, or `VARIABLE = value: expected …` from the environment."""
    if not error["loc"]:
        return f"{where}: [{table}] {_expected(error)}"
    key = str(error["loc"][0])
    item = f" (item {int(error['loc'][1]) + 1})" if len(error["loc"]) > 1 else ""
    shown = toml_value(values.get(key, error["input"]))
    label = f"environment {origins[key]}" if key in origins else f"{where}: [{table}] {key}"
    return f"{label} = {shown}: {_expected(error)}{item}"
