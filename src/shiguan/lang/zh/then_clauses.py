"""Whose is the 乃/遂 clause after a clause of his (issue 41; revzh14 finding 5).

「某不从，乃以属某」, 「某城陷，乃执之」, 「某病笃，乃遣医视之」: after a head that tells what he
refused, suffered or lost, the clause that follows is what another did, most often to him (its 之);
after his death nothing is his. 「某至京师，乃命公卿议之」: after a head that only brings him somewhere,
a command to others is the ruler's. His own short way out (乃遁去, 遂逃去, 乃称疾不行) stays his.
Leaving the clause out is always allowed: the head alone stays, or nothing. Right after his name,
因 "thereupon" opens what he then did (某因据某城, 某因纵兵击), not only a reason (某因其无备).
"""

from __future__ import annotations

import re

# he was beaten, taken, ill or besieged (既擒, 散走, 城陷, 病笃; not 溃围, his breaking out)
_YIELDED = re.compile(
    "既(?:擒|禽|获|执|败|降|囚)|散走|溃(?!围)|城陷|[力势]屈|^[^，。；]{0,2}败$|(?:病|疾)(?:笃|甚|亟|革|困)|[围困]急"
    "|[被见](?:围|执|擒|禽|获|囚)"
)
# his refusal, right after his name (不从, 不听, 不为之用); later in his sentence (某频让，不听，乃启…)
# the refusal is the answer to his plea, and what follows is his again
_REFUSED = re.compile(
    "^(?:终|固|竟|又|复|亦|犹)?不(?:从|听|受|肯|应|奉|朝|屈|许|拜|就|赴|降|纳|为[^，。；]{0,2}(?:屈|用))"
)
_DEAD = re.compile("(?:死|卒|薨|殁|遇害)(?:之)?后|^既?(?:死|卒|薨|殁)$")
# his own way out after such a head, with no one acted on (乃遁去, 遂去, 遂奔某城, 遂弃城走,
# 乃称疾不行, 遂降于某, 遂以忧愤卒)
_HIS_WAY_OUT = re.compile(
    "(?:遂|乃|因)(?:[弃委以][^，。；之]{0,4})?(?:遁|逃|走|亡去|去|归|还|奔|退|降|称疾|谢病|辞|卒|死|自(?:杀|刎|经|缢|裁))[^之，。；]{0,6}"
)
# a head that only brings him somewhere (至京师, 既入朝), not an appointment there (还为某官)
_SCENE = re.compile("^(?:既(?:至|到|入|还|归|行|出|去)|(?:至|到|入|还|归|抵|诣)(?![^，。；]*为))")
_COMMAND = re.compile("^(?:遂|乃|因)(?:命|遣|令|诏|敕|使(?!于))")
# 因 before a deed, not before a reason, a cause or the passive (因其…, 因此, 因病, 因为某所害, 因人)
_THEREUPON = re.compile("因(?!其|之|此|是|为|被|见|病|疾|罪|事|而|以|缘|人)")


def past_thereupon(words: str) -> int:
    """Where the words after his name are judged from as a deed: past a 因 that says what he then
    did (僧辩因据某城), which extract.toml's not_deed would refuse as a reason; else 0."""
    m = _THEREUPON.match(words)
    return m.end() if m else 0


def then_his(before: str, clause: str) -> bool:
    """Whether the 乃/遂 clause after `before` (the words after his name up to it; its last clause
    is the head) is still his: not after his death, after a refusal or a loss only his own way out,
    and after a mere arrival no command to others."""
    heads = re.split("[，；、]", before.rstrip("，；、 "))
    head = heads[-1]
    if _DEAD.search(head):
        return False
    if _YIELDED.search(head) or (len(heads) == 1 and _REFUSED.match(head)):
        return bool(_HIS_WAY_OUT.fullmatch(clause))
    return not (_SCENE.match(head) and _COMMAND.match(clause))
