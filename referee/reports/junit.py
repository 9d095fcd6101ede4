"""JUnit XML: one testcase per scenario (classname = feature), rule ids as properties.

Expected failures are reported as skipped ("expected failure: <reason>"), unexpected passes as failures,
a scenario whose text is wrong as an error of type ``scenario-error`` (the features' fault, not the engine's),
so CI tools that read JUnit agree with the exit code.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from referee.reports.document import cause_label, deviation_label


def render(document: dict[str, Any]) -> str:
    totals = document["totals"]
    failures = sum(s["status"] in ("fail", "xpass") for s in document["scenarios"])
    errors = sum(s["status"] in ("error", "scenario_error") for s in document["scenarios"])
    skipped = sum(s["status"] in ("skip", "xfail") for s in document["scenarios"])
    duration = sum(s["duration"] for s in document["scenarios"])
    suites = ET.Element("testsuites", name="referee", tests=str(totals["total"]), failures=str(failures),
                        errors=str(errors), skipped=str(skipped), time=f"{duration:.3f}")
    suite = ET.SubElement(suites, "testsuite", name=f"referee certify: {document['engine_command']}",
                          tests=str(totals["total"]), failures=str(failures), errors=str(errors),
                          skipped=str(skipped), time=f"{duration:.3f}")
    props = ET.SubElement(suite, "properties")
    ET.SubElement(props, "property", name="referee.version", value=document["kit"]["version"])
    ET.SubElement(props, "property", name="suite.sha256", value=document["suite"]["sha256"])
    for game, edition in document["editions"].items():
        ET.SubElement(props, "property", name=f"edition.{game}", value=edition)
    for scenario in document["scenarios"]:
        case = ET.SubElement(suite, "testcase", classname=scenario["feature"] or "referee",
                             name=f"{scenario['id']} {scenario['name']}", time=f"{scenario['duration']:.3f}")
        case_props = ET.SubElement(case, "properties")
        for rule in scenario["rules"]:
            ET.SubElement(case_props, "property", name="rule", value=rule)
        ET.SubElement(case_props, "property", name="scenario", value=scenario["id"])
        if scenario.get("tier"):
            ET.SubElement(case_props, "property", name="tier", value=scenario["tier"])
        for note in scenario.get("notes", []):
            ET.SubElement(case_props, "property", name="note", value=note)
        if scenario.get("deviation"):
            ET.SubElement(case_props, "property", name="broken_first", value=deviation_label(scenario["deviation"]))
        message = scenario["message"]
        first = message.strip().splitlines()[0][:500] if message.strip() else ""
        status = scenario["status"]
        if status == "fail":
            ET.SubElement(case, "failure", message=first, type="rules").text = message
        elif status == "error":
            ET.SubElement(case, "error", message=first, type="engine").text = message
        elif status == "scenario_error":
            ET.SubElement(case, "error", message=first, type="scenario-error").text = message
        elif status == "xpass":
            ET.SubElement(case, "failure", message="unexpected pass: listed in the expectations file but passed",
                          type="unexpected-pass")
        elif status == "xfail":
            reason = scenario["expected"]["reason"]
            ET.SubElement(case, "skipped", message=f"expected failure: {reason}: {first}")
        elif status == "skip":
            cause = scenario.get("skip_cause")
            lacks = f"engine lacks {cause_label(cause)}" if cause else first
            ET.SubElement(case, "skipped", message=lacks).text = message
        if scenario["transcript"]:
            ET.SubElement(case, "system-out").text = "\n".join(scenario["transcript"])
    ET.indent(suites)
    return '<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(suites, encoding="unicode") + "\n"
